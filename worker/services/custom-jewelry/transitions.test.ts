import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CUSTOM_RULES, CUSTOM_STATUSES, isCancellable, type CustomStatus } from "~/shared/custom-requests";
import { TestBrowser } from "../../test/account-client";
import { inStatus, requested, requestRow as row, staffActor as actor, staffStepBody } from "../../test/custom-jewelry-fixtures";
import { pngBytes, upload } from "../../test/review-fixtures";
import { requestView, type CustomRequestRow } from "./requests-store";
import { cancelRequest, decideDraft, quoteRequest, staffStep } from "./stages";
import { STEPS, takeStep } from "./transitions";

/** Every step of a custom request, allowed and refused (docs/decisions/0900-custom-jewelry.md). */
describe("transitions", () => {
  const staffSteps = ["sendDraft", "askMold", "sendMoldPhotos", "askProduction", "sendFinished", "askFinal", "ship", "deliver"] as const;

  /** One request moved to each status in turn (the refusal tables); the guarded steps run on real paths below. */
  async function eachStatus(statuses: readonly CustomStatus[], check: (request: CustomRequestRow, status: CustomStatus) => Promise<void>) {
    const { number } = await requested();
    for (const status of statuses) {
      await env.DB.prepare("UPDATE custom_requests SET status = ?, total_minor = 100000, deposit_minor = 3000 WHERE request_number = ?")
        .bind(status, number)
        .run();
      await check(await row(number), status);
    }
  }
  const others = (from: readonly string[]) => CUSTOM_STATUSES.filter((s) => !from.includes(s));
  const stepBody = (request: CustomRequestRow, action: (typeof staffSteps)[number]) =>
    staffStepBody(request.request_number, action, { trackingNumber: "T1" });

  it.each(staffSteps)("%s is refused from every status it does not leave, with the status named", async (step) => {
    const who = await actor();
    await eachStatus(others(STEPS[step].from), async (request, status) => {
      await expect(staffStep(env.DB, who, "nobody", request, stepBody(request, step))).rejects.toMatchObject({
        messageKey: "custom.error.wrongState",
        values: { status },
      });
      expect((await row(request.request_number)).status).toBe(status);
    });
  });

  it("quote is refused from every status but requested, and writes no payment request there", async () => {
    const who = await actor();
    await eachStatus(others(["requested"]), async (request, status) => {
      await expect(quoteRequest(env.DB, who, request, 100000, 3000)).rejects.toMatchObject({
        messageKey: "custom.error.wrongState",
        values: { status },
      });
      expect((await row(request.request_number)).status).toBe(status);
      const asked = await env.DB.prepare("SELECT count(*) AS n FROM custom_payment_requests WHERE custom_request_id = ?")
        .bind(request.id)
        .first<{ n: number }>();
      expect(asked!.n).toBe(0);
    });
  });

  it.each(["approve", "revise"] as const)("the shopper's %s is taken from draft_sent only, and refused from every other status", async (decision) => {
    await eachStatus(CUSTOM_STATUSES, async (request, status) => {
      if (status === "draft_sent") {
        expect((await decideDraft(env.DB, request, decision, "smaller")).status).toBe(STEPS[decision].to);
        return;
      }
      await expect(decideDraft(env.DB, request, decision, "smaller")).rejects.toMatchObject({
        messageKey: "custom.error.wrongState",
        values: { status },
      });
      expect((await row(request.request_number)).status).toBe(status);
    });
  });

  it.each(CUSTOM_STATUSES.filter(isCancellable))("cancel is allowed from %s", async (status) => {
    const request = await inStatus(status);
    const outcome = await cancelRequest(env, request, { note: "changed my mind" });
    expect(outcome.request.status).toBe("cancelled");
    const view = await requestView(env.DB, outcome.request);
    expect(view.timeline.at(-1)).toMatchObject({ from: status, to: "cancelled", actor: "shopper" });
  });

  it("cancel is refused from production_paid on and from cancelled", async () => {
    const refused = others(CUSTOM_STATUSES.filter(isCancellable));
    expect(refused).toEqual(["production_paid", "finished_photos", "final_due", "final_paid", "shipped", "delivered", "cancelled"]);
    await eachStatus(refused, async (request, status) => {
      await expect(cancelRequest(env, request, { note: "" })).rejects.toMatchObject({ messageKey: "custom.error.wrongState", values: { status } });
      expect((await row(request.request_number)).status).toBe(status);
    });
  });

  it("of two racing steps from the same status only one is taken, and its timeline row alone is written", async () => {
    const request = await inStatus("draft_sent");
    const results = await Promise.allSettled([
      takeStep(env.DB, request, { step: "approve" }),
      takeStep(env.DB, request, { step: "revise", note: "x" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const events = await env.DB.prepare("SELECT count(*) AS n FROM custom_request_events WHERE request_id = ? AND from_status = 'draft_sent'")
      .bind(request.id)
      .first<{ n: number }>();
    expect(events!.n).toBe(1);
  });

  it("limits revisions to a few rounds", async () => {
    const who = await actor();
    const request = await inStatus("draft_sent");
    const shopper = new TestBrowser("http://de.localhost");
    const key = async () =>
      (await upload(shopper, pngBytes(), { purpose: "custom", draft: `d-${crypto.randomUUID().slice(0, 8)}` })).envelope.data!.key;
    await shopper.fetch("/");
    const uuid = (await env.DB.prepare("SELECT visitor FROM uploads WHERE r2_key = ?")
      .bind(await key())
      .first<{ visitor: string }>())!.visitor;
    let current = request;
    for (let round = 0; round < CUSTOM_RULES.maxRevisions; round++) {
      current = await decideDraft(env.DB, current, "revise", `change ${round}`);
      const body = {
        requestNumber: current.request_number,
        action: "sendDraft" as const,
        images: [await key()],
        note: "",
        carrier: "",
        trackingNumber: "",
      };
      current = await staffStep(env.DB, who, uuid, current, body);
      expect(current.status).toBe("draft_sent");
    }
    await expect(decideDraft(env.DB, current, "revise", "once more")).rejects.toMatchObject({ messageKey: "custom.error.revisionLimit" });
    await expect(decideDraft(env.DB, current, "revise", "")).rejects.toMatchObject({ messageKey: "custom.error.revisionMessage" });
    expect((await decideDraft(env.DB, current, "approve", "")).status).toBe("approved");
  });

  it("refuses a deposit outside 20–50 USD and a total that leaves a stage empty", async () => {
    const who = await actor();
    const { number } = await requested();
    const request = await row(number);
    // 0.92 EUR per USD: 20 USD = 18.40 EUR, 50 USD = 46.00 EUR.
    await expect(quoteRequest(env.DB, who, request, 100000, 1800)).rejects.toMatchObject({ messageKey: "custom.error.depositRange" });
    await expect(quoteRequest(env.DB, who, request, 100000, 4700)).rejects.toMatchObject({ messageKey: "custom.error.depositRange" });
    await expect(quoteRequest(env.DB, who, request, 3001, 3000)).rejects.toMatchObject({ messageKey: "custom.error.totalTooLow" });
    expect((await row(number)).status).toBe("requested");
    const quoted = await quoteRequest(env.DB, who, request, 100001, 3000);
    expect(quoted.status).toBe("quoted");
    await expect(quoteRequest(env.DB, who, quoted, 100001, 3000)).rejects.toMatchObject({ messageKey: "custom.error.wrongState" });
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_id = ?").bind(number).all<{ action: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(["custom:quote"]);
  });
});
