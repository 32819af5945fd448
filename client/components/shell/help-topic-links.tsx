import type { ComponentType, ReactNode } from "react";
import { helpPath } from "~/shared/url-scheme";
import { HELP_TOPICS } from "~/shared/routes";
import { useT } from "../../lib/use-t";

/**
 * The help topics as a list of links: in the footer (plain links) and the help centre's menu
 * (NavLinks, which mark the open topic). The wallet topic is left out on a phone.
 */
export function HelpTopicLinks({ link: TopicLink, className }: { link: ComponentType<{ to: string; children: ReactNode }>; className?: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {HELP_TOPICS.map((topic) => (
        <li key={topic} className={topic === "wallet" ? "hide-on-mobile" : undefined}>
          <TopicLink to={helpPath(topic)}>{t(`help.${topic}.title`)}</TopicLink>
        </li>
      ))}
    </ul>
  );
}
