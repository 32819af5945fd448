import { helpPath } from "~/shared/url-scheme";
import { TopicSections, type SectionDef } from "./sections";

const SECTIONS: readonly SectionDef[] = [
  { id: "scope", body: ["text"] },
  { id: "orders", body: ["contract", "refuse"] },
  { id: "prices", body: ["currency", "total"] },
  { id: "payment", body: ["due", "oxxo"] },
  { id: "delivery", body: ["text", { link: "shippingLink", to: helpPath("shipping-info") }] },
  { id: "returns", body: ["text", { link: "returnLink", to: helpPath("return-policy") }] },
  { id: "warranty", body: ["text"] },
  { id: "coupons", body: [["one", "caseInsensitive", "goodsOnly", "expired", "refunds", "custom"]] },
  { id: "custom", body: ["made", "deposit", "schedule"] },
  { id: "account", body: ["text"] },
  { id: "property", body: ["text"] },
  { id: "liability", body: ["text"] },
  { id: "changes", body: ["text"] },
  { id: "contact", body: ["text", { link: "ticketLink", to: helpPath("ticket") }] },
];

export default function TermsOfService() {
  return <TopicSections topic="terms-of-service" sections={SECTIONS} />;
}
