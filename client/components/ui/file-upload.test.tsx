import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileUpload, type FileUploadProps } from "./file-upload";
import { renderUi } from "./testing";
import { ToastHost } from "./toast-host";
import { fileOf } from "~/shared/test/upload-fixtures";
import { UploadError, type UploadEntry } from "./upload-file";

type Props = Omit<FileUploadProps, "value" | "onChange" | "label">;

function Harness(props: Props) {
  const [value, setValue] = useState<UploadEntry[]>([]);
  return (
    <>
      <FileUpload {...({ ...props, label: "Photos", value, onChange: setValue } as FileUploadProps)} />
      <output data-testid="entries">{JSON.stringify(value.map((e) => (typeof e === "string" ? e.slice(0, 22) : e.url)))}</output>
      <ToastHost />
    </>
  );
}

function setup(props: Props = {}) {
  const user = userEvent.setup({ applyAccept: false });
  renderUi(<Harness {...props} />);
  const input = () => document.querySelector<HTMLInputElement>("input[type=file]")!;
  const entries = () => JSON.parse(screen.getByTestId("entries").textContent!) as string[];
  const slots = (status: string) => document.querySelectorAll(`[data-status="${status}"]`).length;
  return { user, input, entries, slots };
}

describe("FileUpload", () => {
  afterEach(() => vi.restoreAllMocks());

  it("has one slot with the tip Upload by default, and fills it in base64 mode", async () => {
    const { user, input, entries, slots } = setup();
    expect(screen.getByRole("group", { name: "Photos" })).toBeTruthy();
    expect(screen.getByText("Upload")).toBeTruthy();
    expect(screen.getByText("0 / 1")).toBeTruthy();
    await user.upload(input(), fileOf("png", "ring.png", "image/png"));
    await waitFor(() => expect(entries()).toEqual(["data:image/png;base64,"]));
    expect(slots("filled")).toBe(1);
    expect(slots("empty")).toBe(0);
    expect(screen.getByRole("button", { name: "View file 1" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove file 1" }));
    expect(entries()).toEqual([]);
    expect(slots("empty")).toBe(1);
  });

  it("ignores files beyond the max count (reviews: 4) and checks each with beforeUpload", async () => {
    const beforeUpload = vi.fn((_file: File) => true);
    const { user, input, entries } = setup({ maxCount: 4, accept: "media", beforeUpload });
    const files = ["a", "b", "c", "d", "e", "f"].map((n) => fileOf("jpeg", `${n}.jpg`, "image/jpeg"));
    await user.upload(input(), files);
    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(beforeUpload.mock.calls.map(([file]) => file.name)).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg"]);
    expect(screen.getByText("4 / 4")).toBeTruthy();
  });

  it("checks the type by content and the size, with a message each", async () => {
    const { user, input, entries } = setup({ maxCount: 5 });
    await user.upload(input(), [fileOf("text", "fake.jpg", "image/jpeg"), fileOf("png", "big.png", "image/png", 10 * 1024 * 1024 + 1)]);
    const alert = screen.getByRole("alert");
    await waitFor(() => expect(within(alert).getByText("Please choose a JPG, PNG, GIF or WEBP image.")).toBeTruthy());
    expect(within(alert).getByText("This file is larger than 10 MB.")).toBeTruthy();
    expect(entries()).toEqual([]);
  });

  it("sends files with the custom request", async () => {
    const request = vi.fn(async (file: File, kind: "image" | "video") => ({ name: file.name, url: `/media/${file.name}`, type: kind }));
    const { user, input, entries } = setup({ mode: "custom", request, accept: "media", maxCount: 4 });
    await user.upload(input(), fileOf("mp4", "clip.mp4", "video/mp4"));
    await waitFor(() => expect(entries()).toEqual(["/media/clip.mp4"]));
    expect(request).toHaveBeenCalledWith(expect.any(File), "video", expect.any(Function));
  });

  it("shows the share sent while a request reports its progress", async () => {
    let finish: () => void = () => {};
    const request = vi.fn(
      (file: File, kind: "image" | "video", onProgress?: (percent: number) => void) =>
        new Promise<UploadEntry>((resolve) => {
          onProgress?.(40);
          finish = () => resolve({ name: file.name, url: `/img/640/jpeg/${file.name}`, type: kind });
        }),
    );
    const { user, input, slots } = setup({ mode: "custom", request, maxCount: 4 });
    await user.upload(input(), fileOf("png", "a.png"));
    const bar = await screen.findByRole("progressbar", { name: "Uploading a.png" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(slots("uploading")).toBe(1);
    finish();
    await waitFor(() => expect(slots("filled")).toBe(1));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows Upload failed and an error slot when the request fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, input, slots } = setup({ mode: "custom", request: () => Promise.reject(new Error("500")) });
    await user.upload(input(), fileOf("png", "a.png"));
    await waitFor(() => expect(within(screen.getByRole("alert")).getByText("Upload failed")).toBeTruthy());
    expect(slots("error")).toBe(1);
    await user.click(screen.getByRole("button", { name: "Dismiss the message about a.png" }));
    expect(slots("error")).toBe(0);
  });

  it("shows a custom rejection's own message and, with several slots, resets the slot count", async () => {
    let reject: (error: Error) => void = () => {};
    const request = vi.fn(
      (file: File) =>
        new Promise<UploadEntry>((resolve, fail) => {
          if (file.name === "bad.png") reject = fail;
          else resolve({ name: file.name, url: `/m/${file.name}`, type: "image" });
        }),
    );
    const { user, input, slots, entries } = setup({ mode: "custom", request, maxCount: 5 });
    await user.upload(input(), [fileOf("png", "good.png"), fileOf("png", "bad.png")]);
    await waitFor(() => expect(entries()).toEqual(["/m/good.png"]));
    expect(slots("uploading")).toBe(1);
    reject(new UploadError("This photo was already uploaded"));
    await waitFor(() => expect(within(screen.getByRole("alert")).getByText("This photo was already uploaded")).toBeTruthy());
    expect(slots("uploading") + slots("error")).toBe(0);
    expect(slots("filled")).toBe(1);
    expect(slots("empty")).toBe(1);
  });

  it("keeps a single slot's custom rejection on the slot", async () => {
    const { user, input, slots } = setup({ mode: "custom", request: () => Promise.reject(new UploadError("Blurry photo")) });
    await user.upload(input(), fileOf("png", "a.png"));
    await waitFor(() => expect(slots("error")).toBe(1));
    expect(document.querySelector('[data-status="error"]')?.textContent).toContain("Blurry photo");
  });

  it("only logs a file that cannot be read: no message for the shopper", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, input, slots } = setup();
    const broken = fileOf("png", "a.png");
    vi.spyOn(broken, "slice").mockImplementation(() => ({ arrayBuffer: () => Promise.reject(new Error("NotReadableError")) }) as unknown as Blob);
    await user.upload(input(), broken);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(slots("empty")).toBe(1);
  });
});
