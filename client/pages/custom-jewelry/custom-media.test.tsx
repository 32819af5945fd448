import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CustomRequestView } from "~/shared/custom-request-types";
import { renderUi } from "../../components/ui/testing";
import { CustomMedia } from "./custom-media";

const picture = (key: string, kind: string): CustomRequestView["media"][number] => ({
  key,
  kind,
  type: "image",
  width: 800,
  height: 600,
  url: `/img/640/jpeg/${key}`,
  large: `/img/1536/jpeg/${key}`,
});
const video = (key: string): CustomRequestView["media"][number] => ({
  key,
  kind: "finished",
  type: "video",
  width: null,
  height: null,
  url: `/media/${key}`,
  large: `/media/${key}`,
});

describe("the shopper's pictures and videos of a custom request", () => {
  it("plays the finished piece's videos in place, with controls and a name, beside its photos", async () => {
    renderUi(<CustomMedia media={[picture("u/a1", "mold"), picture("u/b2", "finished"), video("u/c3"), video("u/d4")]} />);
    const finished = await screen.findByTestId("custom-media-finished");
    const first = screen.getByLabelText("Video 1 of 2 of the finished piece");
    expect(finished.contains(first)).toBe(true);
    expect(first.tagName).toBe("VIDEO");
    expect(first.getAttribute("src")).toBe("/media/u/c3");
    expect(first.hasAttribute("controls")).toBe(true);
    expect(screen.getByLabelText("Video 2 of 2 of the finished piece").getAttribute("src")).toBe("/media/u/d4");
    // The image viewer counts the pictures only: a video is not a picture to open.
    expect(screen.getByRole("button", { name: "Open picture 2 of 2" })).toBeTruthy();
    expect(screen.getByTestId("custom-media-mold").querySelector("video")).toBeNull();
  });
});
