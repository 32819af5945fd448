import { useId, useState, type ReactNode } from "react";
import { cx } from "./class-names";

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Only one section open at a time. */
  single?: boolean;
  defaultOpen?: string[];
  /** Heading level of the section titles, to fit the page's outline. */
  level?: 2 | 3 | 4;
}

/** Sections that open and close (ARIA accordion: heading buttons with aria-expanded). */
export function Accordion({ items, single = false, defaultOpen = [], level = 3 }: AccordionProps) {
  const id = useId();
  const [open, setOpen] = useState<string[]>(single ? defaultOpen.slice(0, 1) : defaultOpen);
  const Heading = `h${level}` as const;
  const toggle = (value: string) => setOpen((list) => (list.includes(value) ? list.filter((v) => v !== value) : single ? [value] : [...list, value]));
  return (
    <div className="ui-accordion">
      {items.map((item, index) => {
        const expanded = open.includes(item.value);
        return (
          <div key={item.value} className={cx("ui-accordion__item", expanded && "ui-accordion__item--open")}>
            <Heading className="ui-accordion__heading">
              <button
                type="button"
                id={`${id}-h${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-p${index}`}
                className="ui-accordion__button"
                onClick={() => toggle(item.value)}
              >
                {item.title}
                <span className="ui-accordion__chevron" aria-hidden="true" />
              </button>
            </Heading>
            <div role="region" id={`${id}-p${index}`} aria-labelledby={`${id}-h${index}`} hidden={!expanded} className="ui-accordion__panel">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
