import { pathTo } from "~/shared/url-scheme";
import { useHelpText, useHelpValue } from "../help-text";
import { HelpTable } from "./help-table";
import { Blocks, HelpSection, TopicSections, type SectionDef } from "./sections";

const AFTER_TABLE: readonly SectionDef[] = [
  { id: "processing", body: [["standard", "popular", "engraved"]] },
  { id: "where", body: [["worldwide", "threeDay", "poBox"]] },
  { id: "customs", body: ["duties", "insurance"] },
  { id: "tracking", body: ["email", { link: "trackLink", to: pathTo("trackOrder") }] },
];

export default function ShippingInfo() {
  const ht = useHelpText();
  const key = (name: string) => ht(`help.shipping-info.methods.${name}`);
  // The loader leaves the threshold empty when standard shipping is free on every order.
  const standardCost = useHelpValue("standardFreeFrom") ? key("standardPaid") : key("standardFree");
  return (
    <>
      <HelpSection topic="shipping-info" id="methods">
        <HelpTable
          id="shipping-methods"
          caption={key("caption")}
          columns={[key("methodHeader"), key("timeHeader"), key("costHeader")]}
          rows={[
            { key: "standard", cells: [key("standard"), key("standardTime"), standardCost] },
            { key: "express", cells: [key("express"), key("expressTime"), key("expressCost")] },
            { key: "threeDay", cells: [key("threeDay"), key("threeDayTime"), key("threeDayCost")] },
          ]}
        />
        <Blocks topic="shipping-info" section="methods" body={["note"]} />
      </HelpSection>
      <TopicSections topic="shipping-info" sections={AFTER_TABLE} />
    </>
  );
}
