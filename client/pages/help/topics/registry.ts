import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { HelpTopic } from "~/shared/routes";

type TopicModule = { default: ComponentType };

/** One module per help topic, loaded on demand, so a page ships only the topic it shows. */
export const TOPIC_MODULES: Record<HelpTopic, () => Promise<TopicModule>> = {
  "about-us": () => import("./about-us"),
  affiliate: () => import("./affiliate"),
  "contact-us": () => import("./contact-us"),
  faqs: () => import("./faqs"),
  "how-to-pay": () => import("./how-to-pay"),
  klarna: () => import("./klarna"),
  "privacy-policy": () => import("./privacy-policy"),
  "return-policy": () => import("./return-policy"),
  "shipping-info": () => import("./shipping-info"),
  "size-chart": () => import("./size-chart"),
  "terms-of-service": () => import("./terms-of-service"),
  ticket: () => import("./ticket"),
  wallet: () => import("./wallet"),
};

export const TOPICS = Object.fromEntries(Object.entries(TOPIC_MODULES).map(([topic, load]) => [topic, lazy(load)])) as Record<
  HelpTopic,
  LazyExoticComponent<ComponentType>
>;
