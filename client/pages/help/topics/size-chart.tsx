import { useAtomValue } from "jotai";
import { languageAtom } from "../../../atoms/shell";
import { useHelpText } from "../help-text";
import { HelpTable } from "./help-table";
import { Blocks, HelpSection } from "./sections";
import { CHAIN_LENGTHS, CLOTHING_SIZES, RING_SIZES } from "./size-chart-data";

export default function SizeChart() {
  const ht = useHelpText();
  const language = useAtomValue(languageAtom);
  // Decimal commas in de/fr/es: 17,3 mm.
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const size = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const text = (section: string, name: string) => ht(`help.size-chart.${section}.${name}`);
  return (
    <>
      <HelpSection topic="size-chart" id="ring">
        <Blocks topic="size-chart" section="ring" body={["definition", { steps: ["wrap", "mark", "compare"] }, "between", "tip"]} />
        <HelpTable
          id="ring-sizes"
          caption={text("ring", "caption")}
          columns={["us", "uk", "eu", "circumference", "diameter"].map((c) => text("ring", `${c}Header`))}
          rows={RING_SIZES.map((r) => ({
            key: String(r.us),
            cells: [size.format(r.us), r.uk, size.format(r.eu), decimal.format(r.circumference), decimal.format(r.diameter)],
          }))}
        />
      </HelpSection>
      <HelpSection topic="size-chart" id="chain">
        <Blocks topic="size-chart" section="chain" body={["intro"]} />
        <HelpTable
          id="chain-lengths"
          caption={text("chain", "caption")}
          columns={["inches", "cm", "fit"].map((c) => text("chain", `${c}Header`))}
          rows={CHAIN_LENGTHS.map((c) => ({
            key: String(c.inches),
            cells: [size.format(c.inches), size.format(c.cm), text("chain", c.fit)],
          }))}
        />
      </HelpSection>
      <HelpSection topic="size-chart" id="clothing">
        <Blocks topic="size-chart" section="clothing" body={["measure"]} />
        <HelpTable
          id="clothing-sizes"
          caption={text("clothing", "caption")}
          columns={["size", "us", "uk", "eu", "bust", "waist", "hip"].map((c) => text("clothing", `${c}Header`))}
          rows={CLOTHING_SIZES.map((c) => ({ key: c.size, cells: [c.size, c.us, c.uk, c.eu, c.bust, c.waist, c.hip] }))}
        />
        <Blocks topic="size-chart" section="clothing" body={["between"]} />
      </HelpSection>
    </>
  );
}
