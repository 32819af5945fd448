import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ImageViewer } from "./image-viewer";
import type { PreviewItem } from "./preview-items";
import { renderUi } from "./testing";

const items: PreviewItem[] = ["one.jpg", { type: "video", image: "still.jpg", video: "clip.mp4" }, "data:image/png;base64,AAAA"];

function Harness() {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(0);
  return <ImageViewer items={items} open={open} onOpenChange={setOpen} index={index} onIndexChange={setIndex} />;
}

const image = () => screen.getByRole("img") as HTMLImageElement;

describe("ImageViewer", () => {
  it("moves between items with the arrow keys and buttons, showing videos as video", async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Harness />);
    expect(screen.getByRole("heading", { name: "Preview 1 of 3" })).toBeTruthy();
    expect(image().getAttribute("src")).toBe("one.jpg");
    await user.keyboard("{ArrowRight}");
    expect(container.ownerDocument.querySelector("video")?.getAttribute("src")).toBe("clip.mp4");
    expect(container.ownerDocument.querySelector("video")?.getAttribute("poster")).toBe("still.jpg");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(image().getAttribute("src")).toContain("data:image/png");
    await user.keyboard("{ArrowRight}");
    expect(image().getAttribute("src")).toBe("one.jpg");
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("heading", { name: "Preview 3 of 3" })).toBeTruthy();
  });

  it("zooms within its limits and rotates by 90°", async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(image().dataset.scale).toBe("1.2");
    screen.getByRole("button", { name: "Zoom in" }).focus();
    await user.keyboard("{-}{-}{-}{-}{-}{-}{-}");
    expect(image().dataset.scale).toBe("0.2");
    expect((screen.getByRole("button", { name: "Zoom out" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Rotate right" }));
    await user.click(screen.getByRole("button", { name: "Rotate right" }));
    expect(image().dataset.rotation).toBe("180");
    await user.click(screen.getByRole("button", { name: "Actual size" }));
    expect([image().dataset.scale, image().dataset.rotation]).toEqual(["1", "0"]);
  });

  it("moves on a swipe of more than 10px only", () => {
    renderUi(<Harness />);
    const stage = image().parentElement!;
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 90 });
    expect(image().getAttribute("src")).toBe("one.jpg");
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 120 });
    expect(image().getAttribute("src")).toContain("data:image/png");
  });
});
