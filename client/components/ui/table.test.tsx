import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { resolveColumns, Table, type TableColumn } from "./table";
import { renderUi } from "./testing";

interface Row {
  code: string;
  name: string;
  price: string;
  action: string;
}

const columns: TableColumn<Row>[] = [
  { title: "Code", prop: "code", fixed: "left", width: 80 },
  { title: "Name", prop: "name", fixed: "left" },
  { title: "Price", prop: "price", align: "right", width: "120px" },
  { title: "Action", prop: "action", fixed: "right", render: (row) => <button type="button">Buy {row.code}</button> },
];

describe("resolveColumns", () => {
  it("defaults columns to 50px wide and left aligned", () => {
    const [code, name, price] = resolveColumns(columns);
    expect(name.width).toBe("50px");
    expect(name.align).toBe("left");
    expect(code.width).toBe("80px");
    expect(price).toMatchObject({ width: "120px", align: "right" });
    expect(price.offset).toBeUndefined();
  });

  it("stacks fixed columns from their edge", () => {
    const [code, name, , action] = resolveColumns(columns);
    expect(code.offset).toBe("0px");
    expect(name.offset).toBe("calc(80px)");
    expect(action.offset).toBe("0px");
  });
});

describe("Table", () => {
  it("renders a named, scrollable table with its cells", () => {
    renderUi(<Table caption="Orders" columns={columns} data={[{ code: "A1", name: "Ring", price: "$10", action: "" }]} rowKey={(r) => r.code} />);
    expect(screen.getByRole("region", { name: "Orders" }).tabIndex).toBe(0);
    const table = screen.getByRole("table", { name: "Orders" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Code", "Name", "Price", "Action"]);
    const name = within(table).getByRole("cell", { name: "Ring" });
    expect(name.style.left).toBe("calc(80px)");
    expect(name.className).toContain("ui-table__fixed--left");
    expect(within(table).getByRole("cell", { name: "$10" }).style.textAlign).toBe("right");
    expect(within(table).getByRole("button", { name: "Buy A1" })).toBeTruthy();
  });

  it("says No Data when it is empty", () => {
    renderUi(<Table caption="Orders" columns={columns} data={[]} rowKey={(r) => r.code} />);
    const cell = screen.getByRole("cell", { name: "No Data" });
    expect(cell.getAttribute("colspan")).toBe("4");
  });
});
