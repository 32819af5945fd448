import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";
import { renderUi } from "./testing";

function Harness({ total, initial }: { total: number; initial: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination total={total} page={page} onChange={setPage} />;
}

const current = () => screen.getByRole("button", { current: "page" }).textContent;

describe("Pagination", () => {
  it("says total N items and pages 10 at a time", () => {
    renderUi(<Harness total={95} initial={1} />);
    expect(screen.getByText("total 95 items")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 10" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Page 11" })).toBeNull();
  });

  it("keeps the page within 1..page count", async () => {
    const user = userEvent.setup();
    renderUi(<Harness total={25} initial={7} />);
    expect(current()).toBe("3");
    expect((screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Page 1" }));
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(current()).toBe("2");
  });

  it("tells its owner when the page had to be corrected", () => {
    const onChange = vi.fn();
    renderUi(<Pagination total={5} page={4} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it("says item for one", () => {
    renderUi(<Harness total={1} initial={1} />);
    expect(screen.getByText("total 1 item")).toBeTruthy();
  });
});
