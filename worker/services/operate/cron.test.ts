import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createWorker } from "../../app";
import { htmlPage } from "../../test/harness";
import { CRON_JOBS } from "./cron";

afterEach(() => vi.restoreAllMocks());

describe("the scheduled handler", () => {
  it("runs every job, and one failing is logged without stopping the others", async () => {
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(CRON_JOBS, "pruneTables").mockRejectedValue(new Error("D1 is away"));
    await env.DB.prepare("INSERT INTO page_views (path, store, uuid, created_at) VALUES ('/cron', 'us', 'u', '2001-01-01T00:00:00.000Z')").run();

    const execution = createExecutionContext();
    await createWorker(htmlPage).scheduled({ cron: "*/15 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController, env, execution);
    await waitOnExecutionContext(execution);

    const done = logs.mock.calls
      .map(([line]) => JSON.parse(String(line)))
      .filter((l) => l.type === "cron")
      .map((l) => l.job);
    expect(done.sort()).toEqual(["expireUnpaidOrders", "priceHistory", "purgeStaleUploads", "reconcilePayments", "sendMerchantNotifications"]);
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({ type: "error", where: "cron:pruneTables", message: "D1 is away" }),
    ]);
    // The failed job did nothing; the next run, without the failure, prunes.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM page_views WHERE path = '/cron'").first("n")).toBe(1);
    vi.mocked(CRON_JOBS.pruneTables).mockRestore();
    const again = createExecutionContext();
    await createWorker(htmlPage).scheduled({ cron: "*/15 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController, env, again);
    await waitOnExecutionContext(again);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM page_views WHERE path = '/cron'").first("n")).toBe(0);
  });
});
