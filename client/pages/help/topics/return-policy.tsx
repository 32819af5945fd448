import { helpPath } from "~/shared/url-scheme";
import { TopicSections, type SectionDef } from "./sections";

const SECTIONS: readonly SectionDef[] = [
  { id: "window", body: ["days", "condition", "jewelSafe"] },
  { id: "how", body: [{ steps: ["ticket", "reply", "send", "refund"] }, { link: "ticketLink", to: helpPath("ticket") }] },
  { id: "refunds", body: [["original", "coupon", "tariff"]] },
  { id: "warranty", body: ["lifetime", "firstYear", "later"] },
  { id: "custom", body: ["deposit"] },
];

export default function ReturnPolicy() {
  return <TopicSections topic="return-policy" sections={SECTIONS} />;
}
