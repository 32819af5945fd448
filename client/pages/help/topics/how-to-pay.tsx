import { PAYMENT_METHOD_KEYS } from "~/shared/payment-methods";
import { helpPath } from "~/shared/url-scheme";
import { useHelpText } from "../help-text";
import { HelpTable } from "./help-table";
import { Blocks, HelpSection, TopicSections, type SectionDef } from "./sections";

const AFTER_TABLE: readonly SectionDef[] = [
  { id: "oxxo", body: [{ steps: ["slip", "pay", "status"] }] },
  { id: "instalments", body: ["klarna", "clearpay", { link: "klarnaLink", to: helpPath("klarna") }] },
  { id: "security", body: ["hosted", "encrypted"] },
  { id: "failed", body: ["unpaid", "retry"] },
  { id: "custom", body: ["steps", "deposit"] },
];

export default function HowToPay() {
  const ht = useHelpText();
  const key = (method: string, part: string) => `help.how-to-pay.methods.${method}.${part}`;
  return (
    <>
      <HelpSection topic="how-to-pay" id="methods">
        <Blocks topic="how-to-pay" section="methods" body={["intro"]} />
        <HelpTable
          id="payment-methods"
          caption={ht("help.how-to-pay.methods.caption")}
          columns={[ht("help.how-to-pay.methods.methodHeader"), ht("help.how-to-pay.methods.howHeader")]}
          // The checkout's own table, so the help page lists exactly the methods the shop takes.
          rows={PAYMENT_METHOD_KEYS.map((method) => ({ key: method, cells: [ht(key(method, "name")), ht(key(method, "text"))] }))}
        />
      </HelpSection>
      <TopicSections topic="how-to-pay" sections={AFTER_TABLE} />
    </>
  );
}
