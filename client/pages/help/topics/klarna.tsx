import { helpPath } from "~/shared/url-scheme";
import { TopicSections, type SectionDef } from "./sections";

const SECTIONS: readonly SectionDef[] = [
  { id: "what", body: ["intro"] },
  { id: "options", body: [["payIn4", "payLater", "payNow"]] },
  { id: "eligibility", body: [["amount", "age", "residence", "check"]] },
  { id: "how", body: [{ steps: ["bag", "choose", "confirm", "remind"] }] },
  { id: "returns", body: ["refund", { link: "returnLink", to: helpPath("return-policy") }] },
  { id: "others", body: ["clearpay", { link: "payLink", to: helpPath("how-to-pay") }] },
];

export default function Klarna() {
  return <TopicSections topic="klarna" sections={SECTIONS} />;
}
