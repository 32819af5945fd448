import type { MetaDescriptor } from "react-router";
import type { PagePayload } from "../pages/load-page.server";

/** Title, description, canonical, hreflang alternates, Open Graph and the summary card from the page's head. */
export function buildMeta({ head }: Pick<PagePayload, "head">): MetaDescriptor[] {
  return [
    { title: head.title },
    { name: "description", content: head.description },
    ...(head.keywords ? [{ name: "keywords", content: head.keywords }] : []),
    ...(head.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { tagName: "link", rel: "canonical", href: head.canonical },
    ...head.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href })),
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.canonical },
    { property: "og:type", content: head.ogType },
    ...(head.image
      ? [
          { property: "og:image", content: head.image },
          { property: "og:image:alt", content: head.imageAlt ?? head.title },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
    ...Object.entries(head.ogExtra ?? {}).map(([property, content]) => ({ property, content })),
  ];
}
