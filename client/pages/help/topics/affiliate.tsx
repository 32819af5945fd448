import { helpPath } from "~/shared/url-scheme";
import { TopicSections, type SectionDef } from "./sections";

const SECTIONS: readonly SectionDef[] = [
  { id: "how", body: ["intro", { steps: ["apply", "share", "earn"] }] },
  { id: "who", body: ["audience"] },
  { id: "tracking", body: ["cookie", { link: "privacyLink", to: helpPath("privacy-policy") }] },
  { id: "contact", body: ["write", { link: "ticketLink", to: helpPath("ticket") }] },
];

export default function Affiliate() {
  return <TopicSections topic="affiliate" sections={SECTIONS} />;
}
