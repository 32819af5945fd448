import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { HelpTopic } from "~/shared/url-scheme";

/** One lazily loaded module per help topic, so a page ships only the topic it shows. */
export const TOPICS: Record<HelpTopic, LazyExoticComponent<ComponentType>> = {
  "about-us": lazy(() => import("./about-us")),
  affiliate: lazy(() => import("./affiliate")),
  "contact-us": lazy(() => import("./contact-us")),
  faqs: lazy(() => import("./faqs")),
  "how-to-pay": lazy(() => import("./how-to-pay")),
  klarna: lazy(() => import("./klarna")),
  "privacy-policy": lazy(() => import("./privacy-policy")),
  "return-policy": lazy(() => import("./return-policy")),
  "shipping-info": lazy(() => import("./shipping-info")),
  "size-chart": lazy(() => import("./size-chart")),
  "terms-of-service": lazy(() => import("./terms-of-service")),
  ticket: lazy(() => import("./ticket")),
  wallet: lazy(() => import("./wallet")),
};
