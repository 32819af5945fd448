import { useAtomValue } from "jotai";
import { languageAtom } from "../../../atoms/shell";
import { useHelpText } from "../help-text";
import { HelpTable, type TableRow } from "./help-table";
import { Blocks, HelpSection } from "./sections";
import { CHAIN_LENGTHS, CLOTHING_SIZES, RING_SIZES } from "./size-chart-data";

export default function SizeChart() {
  const ht = useHelpText();
  const language = useAtomValue(languageAtom);
  // Decimal commas in de/fr/es: 17,3 mm.
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const size = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const text = (section: string, name: string) => ht(`help.size-chart.${section}.${name}`);
  // A section's table takes its caption and column headings from the section's own messages.
  const chart = (section: string, id: string, columns: string[], rows: TableRow[]) => (
    <HelpTable id={id} caption={text(section, "caption")} columns={columns.map((c) => text(section, `${c}Header`))} rows={rows} />
  );
  return (
    <>
      <HelpSection topic="size-chart" id="ring">
        <Blocks topic="size-chart" section="ring" body={["definition", { steps: ["wrap", "mark", "compare"] }, "between", "tip"]} />
        {chart(
          "ring",
          "ring-sizes",
          ["us", "uk", "eu", "circumference", "diameter"],
          RING_SIZES.map((r) => ({
            key: String(r.us),
            cells: [size.format(r.us), r.uk, size.format(r.eu), decimal.format(r.circumference), decimal.format(r.diameter)],
          })),
        )}
      </HelpSection>
      <HelpSection topic="size-chart" id="chain">
        <Blocks topic="size-chart" section="chain" body={["intro"]} />
        {chart(
          "chain",
          "chain-lengths",
          ["inches", "cm", "fit"],
          CHAIN_LENGTHS.map((c) => ({ key: String(c.inches), cells: [size.format(c.inches), size.format(c.cm), text("chain", c.fit)] })),
        )}
      </HelpSection>
      <HelpSection topic="size-chart" id="clothing">
        <Blocks topic="size-chart" section="clothing" body={["measure"]} />
        {chart(
          "clothing",
          "clothing-sizes",
          ["size", "us", "uk", "eu", "bust", "waist", "hip"],
          CLOTHING_SIZES.map((c) => ({ key: c.size, cells: [c.size, c.us, c.uk, c.eu, c.bust, c.waist, c.hip] })),
        )}
        <Blocks topic="size-chart" section="clothing" body={["between"]} />
      </HelpSection>
    </>
  );
}
