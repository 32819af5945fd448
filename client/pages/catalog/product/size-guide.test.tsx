import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { STORES } from "~/shared/stores";
import { renderUi } from "../../../components/ui/testing";
import { shellStore } from "../../../test/shell-fixture";
import { SizeGuide } from "./size-guide";

const rows = [
  { size: "S", bust: 84, length: 100 },
  { size: "M", bust: 88, length: 102 },
];

async function openGuide(kind: "ring" | "clothing" | "chain", sizeType: "cm" | "in" = "cm") {
  const user = userEvent.setup();
  renderUi(<SizeGuide kind={kind} measurements={rows} />, { store: shellStore({ store: sizeType === "in" ? STORES.us : STORES.de, sizeType }) });
  await user.click(screen.getByRole("button", { name: "Size guide" }));
  return { user, dialog: await screen.findByRole("dialog") };
}

describe("size guide", () => {
  it("opens the guide of the product's kind as a dialog, with the full chart a link away", async () => {
    const { dialog } = await openGuide("ring");
    expect(within(dialog).getByRole("heading", { name: "Ring size guide" })).toBeTruthy();
    expect(dialog.textContent).toContain("pick the larger one");
    expect(within(dialog).getByRole("link", { name: "See the full size chart" }).getAttribute("href")).toBe("/help/size-chart");
    expect(within(dialog).queryByRole("table")).toBeNull();
  });

  it("shows a garment's measurements in the store's size type and switches them between cm and inches", async () => {
    const { user, dialog } = await openGuide("clothing");
    const cells = () =>
      within(dialog)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells()).toEqual(["84", "100", "88", "102"]);
    await user.click(within(dialog).getByRole("radio", { name: "Inches (in)" }));
    expect(cells()).toEqual(["33.1", "39.4", "34.6", "40.2"]);
    expect(within(dialog).getByRole("table", { name: "Garment measurements in inches by size" })).toBeTruthy();
  });

  it("starts in inches where the store measures so", async () => {
    const { dialog } = await openGuide("clothing", "in");
    expect((within(dialog).getByRole("radio", { name: "Inches (in)" }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getAllByRole("cell")[0].textContent).toBe("33.1");
  });
});
