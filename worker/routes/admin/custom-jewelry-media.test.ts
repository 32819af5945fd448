import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/account-client";
import { staffBrowser } from "../../test/admin-client";
import { inStatus, requestRow, staffStepBody } from "../../test/custom-jewelry-fixtures";
import { htmlBytes, mp4Bytes, pngBytes, webmBytes } from "../../test/review-fixtures";
import type { CustomRequestView } from "~/shared/custom-request-types";

/** Sends a file to the back office's custom upload path, as its upload widget does. */
async function staffUpload(browser: TestBrowser, bytes: Uint8Array, draft = "staff-0001") {
  const response = await browser.fetch(`/api/admin/custom/upload?draft=${draft}`, {
    method: "POST",
    headers: { "Content-Type": "application/octet-stream", Origin: browser.origin, "Content-Length": String(bytes.length) },
    body: bytes as BodyInit,
  });
  const envelope = (await response.json()) as {
    code: number;
    message: string;
    data: { key: string; kind: string; url: string; durationMs: number | null } | null;
  };
  return { status: response.status, envelope };
}

const mediaRows = (number: string) =>
  env.DB.prepare(
    "SELECT m.kind, m.media_type FROM custom_request_media m JOIN custom_requests r ON r.id = m.request_id WHERE r.request_number = ? ORDER BY m.id",
  )
    .bind(number)
    .all<{ kind: string; media_type: string }>()
    .then((r) => r.results);

describe("videos of the finished custom piece", () => {
  it("the back office uploads MP4 and WebM videos, their length read like a review's; other files are refused", async () => {
    const staff = await staffBrowser("owner");
    const mp4 = await staffUpload(staff, mp4Bytes());
    expect(mp4.status).toBe(200);
    expect(mp4.envelope.data).toMatchObject({ kind: "video", url: expect.stringMatching(/^\/media\/u\//) });
    const webm = await staffUpload(staff, webmBytes());
    expect(webm.status).toBe(200);
    expect(webm.envelope.data).toMatchObject({ kind: "video", durationMs: 8250 });
    expect((await staffUpload(staff, pngBytes())).envelope.data).toMatchObject({ kind: "image" });

    const html = await staffUpload(staff, htmlBytes());
    expect(html.status).toBe(415);
    expect(html.envelope.message).toBe("Please upload a photo (JPG, PNG, GIF or WebP) or a video (MP4 or WebM).");
  });

  it("is the back office's only: a shopper can neither use its path nor send a video to the shop's custom upload", async () => {
    const shopper = new TestBrowser("http://de.localhost");
    const refused = await staffUpload(shopper, mp4Bytes());
    expect(refused.envelope.data).toBeNull();
    expect(refused.envelope.code).not.toBe(200);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM uploads WHERE kind = 'video' AND purpose = 'custom'").first<{
      n: number;
    }>();
    const before = row!.n;
    const shop = await shopper.fetch("/api/upload/custom?draft=draft-0001", {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream", Origin: shopper.origin, "Content-Length": "4096" },
      body: mp4Bytes() as BodyInit,
    });
    expect(shop.status).toBe(415);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM uploads WHERE kind = 'video' AND purpose = 'custom'").first<{
      n: number;
    }>();
    expect(after!.n).toBe(before);
  });

  it("attaches videos with the finished piece's photos, and the shopper's view plays them from the media path", async () => {
    const staff = await staffBrowser("owner");
    const request = await inStatus("production_paid");
    const video = (await staffUpload(staff, mp4Bytes(), "staff-0002")).envelope.data!.key;
    const photo = (await staffUpload(staff, pngBytes(), "staff-0002")).envelope.data!.key;
    const sent = await staff.api<CustomRequestView>(
      "admin/custom/step",
      staffStepBody(request.request_number, "sendFinished", { images: [photo, video] }),
    );
    expect(sent.status).toBe(200);
    expect(sent.envelope.data?.status).toBe("finished_photos");
    expect(await mediaRows(request.request_number)).toEqual([
      { kind: "finished", media_type: "image" },
      { kind: "finished", media_type: "video" },
    ]);
    expect(sent.envelope.data?.media.find((m) => m.key === video)).toMatchObject({ type: "video", url: `/media/${video}` });
    expect(sent.envelope.data?.media.find((m) => m.key === photo)).toMatchObject({ type: "image", url: `/img/640/jpeg/${photo}` });
  });

  it("refuses a video for a step other than the finished piece, attaching nothing", async () => {
    const staff = await staffBrowser("owner");
    const request = await inStatus("mold_paid");
    const video = (await staffUpload(staff, mp4Bytes(), "staff-0003")).envelope.data!.key;
    const sent = await staff.api("admin/custom/step", staffStepBody(request.request_number, "sendMoldPhotos", { images: [video] }));
    expect(sent.status).toBe(400);
    expect(sent.envelope.message).toBe("Videos can only show the finished piece: please upload pictures for this step.");
    expect((await requestRow(request.request_number)).status).toBe("mold_paid");
    expect(await mediaRows(request.request_number)).toEqual([]);
  });
});
