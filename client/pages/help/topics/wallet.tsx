import { helpPath, pathTo } from "~/shared/url-scheme";
import { TopicSections, type SectionDef } from "./sections";

const SECTIONS: readonly SectionDef[] = [
  { id: "what", body: ["credit"] },
  { id: "earn", body: [["refunds", "campaigns"]] },
  { id: "use", body: [{ steps: ["signIn", "checkout", "rest"] }, "currency"] },
  { id: "rules", body: [["cash", "account", "returns"]] },
  { id: "balance", body: ["where", { link: "accountLink", to: pathTo("accounts") }, { link: "ticketLink", to: helpPath("ticket") }] },
];

export default function Wallet() {
  return <TopicSections topic="wallet" sections={SECTIONS} />;
}
