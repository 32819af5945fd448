import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog, type DialogProps } from "./dialog";
import type { CloseReason } from "./modal";
import { scrollLockCount } from "./scroll-lock";
import { renderUi } from "./testing";

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog title="Sizes" open={open} onOpenChange={setOpen} {...props}>
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

const dialog = () => screen.getByRole("dialog", { hidden: true }) as HTMLDialogElement;

async function openIt(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup();
  renderUi(<Harness {...props} />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  return user;
}

describe("Dialog", () => {
  it("follows its model value and uses the UI kit's defaults", async () => {
    await openIt();
    expect(dialog().open).toBe(true);
    expect(dialog().style.getPropertyValue("--ui-modal-width")).toBe("50%");
    expect(dialog().style.zIndex).toBe("1000");
    expect(screen.getByRole("heading", { name: "Sizes" })).toBeTruthy();
  });

  it("moves focus in and gives it back to the opener", async () => {
    const user = await openIt();
    expect(dialog().contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open" }));
  });

  it("keeps Tab inside: from the last control to the first and back", async () => {
    const user = await openIt();
    const [close, inside] = [screen.getByRole("button", { name: "Close" }), screen.getByRole("button", { name: "Inside" })];
    inside.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(inside);
  });

  it("closes on Escape", async () => {
    const user = await openIt();
    await user.keyboard("{Escape}");
    expect(dialog().open).toBe(false);
  });

  it("closes on a mask click only when maskClosable", async () => {
    await openIt({ maskClosable: false });
    fireEvent.mouseDown(dialog());
    fireEvent.click(dialog());
    expect(dialog().open).toBe(true);
  });

  it("closes on a mask click by default, but not on a click inside", async () => {
    const user = await openIt();
    await user.click(screen.getByRole("button", { name: "Inside" }));
    expect(dialog().open).toBe(true);
    fireEvent.mouseDown(dialog());
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
  });

  it("lets beforeClose decide", async () => {
    let pending: (() => void) | undefined;
    const beforeClose = vi.fn((done: () => void, _reason: CloseReason) => void (pending = done));
    const user = await openIt({ beforeClose });
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.keyboard("{Escape}");
    expect(beforeClose.mock.calls.map((call) => call[1])).toEqual(["button", "escape"]);
    expect(dialog().open).toBe(true);
    act(() => pending?.());
    expect(dialog().open).toBe(false);
  });

  it("holds the shared scroll lock while open", async () => {
    const user = await openIt();
    expect(scrollLockCount()).toBe(1);
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe("");
  });
});
