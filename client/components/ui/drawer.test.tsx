import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";
import { Drawer } from "./drawer";
import { scrollLockCount } from "./scroll-lock";
import { renderUi } from "./testing";

const byTitle = (name: string) => screen.getByRole("dialog", { name, hidden: true }) as HTMLDialogElement;

describe("Drawer", () => {
  it("opens from the right, 30% wide, above dialogs", () => {
    renderUi(<Drawer title="Filters" open onOpenChange={() => {}} />);
    const drawer = byTitle("Filters");
    expect(drawer.open).toBe(true);
    expect(drawer.className).toContain("ui-drawer--right");
    expect(drawer.style.getPropertyValue("--ui-drawer-size")).toBe("30%");
    expect(drawer.style.zIndex).toBe("2000");
  });

  it("is 40% high when it comes from the top or bottom", () => {
    renderUi(<Drawer title="Menu" direction="bottom" open onOpenChange={() => {}} />);
    expect(byTitle("Menu").style.getPropertyValue("--ui-drawer-size")).toBe("40%");
  });

  it("shares the scroll lock with a dialog: one of two closed keeps the page locked", async () => {
    function Both() {
      const [drawer, setDrawer] = useState(true);
      const [dialog, setDialog] = useState(true);
      return (
        <>
          <Drawer title="Cart" open={drawer} onOpenChange={setDrawer} />
          <Dialog title="Notice" open={dialog} onOpenChange={setDialog} />
        </>
      );
    }
    const user = userEvent.setup();
    renderUi(<Both />);
    expect(scrollLockCount()).toBe(2);
    await user.click(screen.getAllByRole("button", { name: "Close", hidden: true })[1]);
    expect(document.querySelector<HTMLDialogElement>(".ui-dialog")?.open).toBe(false);
    expect(scrollLockCount()).toBe(1);
    expect(document.body.style.overflow).toBe("hidden");
    await user.click(screen.getAllByRole("button", { name: "Close", hidden: true })[0]);
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe("");
  });
});
