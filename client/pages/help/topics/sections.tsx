import type { ReactNode } from "react";
import { Link } from "../../../components/ui/link";
import type { HelpTopic } from "~/shared/routes";
import { useHelpText } from "../help-text";

/**
 * A section body as data: a string is a paragraph, an array a bullet list, `steps` a
 * numbered list, `link` a paragraph holding one link. Each names a key under
 * `help.{topic}.{section}.`, so the catalogue reads in page order.
 */
export type Block = string | readonly string[] | { steps: readonly string[] } | { link: string; to: string };

export interface SectionDef {
  id: string;
  body: readonly Block[];
}

/** One h2 section of a help topic; the heading is `help.{topic}.{id}.title`. */
export function HelpSection({ topic, id, children }: { topic: HelpTopic; id: string; children: ReactNode }) {
  const ht = useHelpText();
  const headingId = `${topic}-${id}`;
  return (
    <section className="help-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{ht(`help.${topic}.${id}.title`)}</h2>
      {children}
    </section>
  );
}

export function Blocks({ topic, section, body }: { topic: HelpTopic; section: string; body: readonly Block[] }) {
  const ht = useHelpText();
  const text = (name: string) => ht(`help.${topic}.${section}.${name}`);
  return body.map((block, index) => {
    if (typeof block === "string") return <p key={block}>{text(block)}</p>;
    if ("steps" in block) {
      return (
        <ol key={index}>
          {block.steps.map((item) => (
            <li key={item}>{text(item)}</li>
          ))}
        </ol>
      );
    }
    if ("link" in block) {
      return (
        <p key={block.link}>
          <Link to={block.to}>{text(block.link)}</Link>
        </p>
      );
    }
    return (
      <ul key={index}>
        {(block as readonly string[]).map((item) => (
          <li key={item}>{text(item)}</li>
        ))}
      </ul>
    );
  });
}

/** A topic that is only text: its sections in order. */
export function TopicSections({ topic, sections }: { topic: HelpTopic; sections: readonly SectionDef[] }) {
  return sections.map((section) => (
    <HelpSection key={section.id} topic={topic} id={section.id}>
      <Blocks topic={topic} section={section.id} body={section.body} />
    </HelpSection>
  ));
}
