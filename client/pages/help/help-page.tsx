import { Suspense } from "react";
import { NavLink } from "react-router";
import { pathTo } from "~/shared/url-scheme";
import { HelpTopicLinks } from "../../components/shell/help-topic-links";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { HelpData } from "./help-loader.server";
import { HelpValuesProvider } from "./help-text";
import { TOPICS } from "./topics/registry";
import { definePage } from "../define-page";

/** The help centre: one layout, a topic menu and the topic's own module. */
export default definePage(HelpPage, { loader: () => import("./help-loader.server").then((m) => m.helpLoader) });

function HelpPage({ data }: PageProps<HelpData>) {
  const t = useT();
  const Topic = TOPICS[data.topic];
  return (
    <HelpValuesProvider money={data.money}>
      <div className="page side-nav-page help-page">
        <nav className="side-nav help-page__nav" aria-label={t("help.navLabel")}>
          <HelpTopicLinks link={NavLink} className="plain-list" />
        </nav>
        <article className="help-page__content" aria-labelledby="help-title">
          <h1 id="help-title">{t(`help.${data.topic}.title`)}</h1>
          <p className="help-page__summary">{t(`help.${data.topic}.summary`)}</p>
          <Suspense fallback={<div className="help-page__loading" aria-busy="true" />}>
            <Topic />
          </Suspense>
          <p className="help-page__buy-steps">
            <Link to={pathTo("buySteps")}>{t("help.buySteps")}</Link>
          </p>
        </article>
      </div>
    </HelpValuesProvider>
  );
}
