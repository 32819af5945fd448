import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CUSTOM_STATUSES, stageAmounts } from "~/shared/custom-requests";
import { lastMailTo, newEmail, payInSandboxAs, registered, TestBrowser } from "../../test/account-client";
import { addStaffRow } from "../../test/admin-client";
import { checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import {
  customForm as form,
  paramOf,
  payStage,
  requested,
  requestRow as row,
  staffActor as actor,
  staffStepBody,
} from "../../test/custom-jewelry-fixtures";
import { pngBytes, upload } from "../../test/review-fixtures";
import { handlePayback } from "../payments/payback";
import { requestView } from "./requests-store";
import { cancelRequest, decideDraft, quoteRequest, staffStep } from "./stages";

describe("stage amounts", () => {
  it("splits total − deposit 30/40/30 so the stages add up to the cent", () => {
    // 1,000.01 − 30.00 = 970.01: 291.00 (291.003) + 388.00 (388.004) + 291.01.
    const amounts = stageAmounts(100001, 3000);
    expect(amounts).toEqual({ deposit: 3000, mold: 29100, production: 38800, final: 29101 });
    expect(amounts.deposit + amounts.mold + amounts.production + amounts.final).toBe(100001);
    for (const [total, deposit] of [
      [33333, 2000],
      [10007, 4999],
      [999999, 2500],
    ]) {
      const a = stageAmounts(total, deposit);
      expect(a.mold + a.production + a.final + a.deposit).toBe(total);
    }
  });
});

describe("custom/request", () => {
  it("takes a guest's request with its pictures, in one batch, and mails the shopper and the store's customjewelry contact", async () => {
    const shopper = new TestBrowser("http://mx.localhost");
    const first = await upload(shopper, pngBytes(800, 600), { purpose: "custom", draft: "custom-draft-1" });
    const second = await upload(shopper, pngBytes(640, 480), { purpose: "custom", draft: "custom-draft-1" });
    const email = newEmail("guest");
    const sent = await shopper.api<{ requestNumber: string; contact: string }>("custom/request", {
      ...form({ email, country: "MX" }),
      images: [first.envelope.data!.key, second.envelope.data!.key],
    });
    expect(sent.status).toBe(200);
    expect(sent.envelope.message).toMatch(/CJ\d{10}/);
    const request = await row(sent.envelope.data!.requestNumber);
    expect(request).toMatchObject({ status: "requested", store: "mx", currency: "MXN", customer_id: null, email });
    const view = await requestView(env.DB, request);
    expect(view.media.map((m) => m.kind)).toEqual(["reference", "reference"]);
    expect(view.timeline).toMatchObject([{ from: null, to: "requested", actor: "shopper" }]);
    expect(await lastMailTo(email)).toContain(request.request_number);
    expect(await lastMailTo(sent.envelope.data!.contact)).toContain(`New custom jewelry request ${request.request_number}`);
    // The pictures are taken: a second request cannot use them again, and nothing is written.
    const again = await shopper.api("custom/request", { ...form({ country: "MX" }), images: [first.envelope.data!.key] });
    expect(again.status).toBe(400);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM custom_requests WHERE email = ?").bind(email).first<{ n: number }>())!.n).toBe(1);
  });

  it("refuses blank name, email and additional information with the form's messages", async () => {
    const shopper = visitor("us");
    const blank = await shopper.call("custom/request", form({ name: " ", details: "", email: "nope" }));
    expect(blank.status).toBe(400);
    expect(blank.data.fields).toMatchObject({
      name: "Please enter your name.",
      details: "Please enter additional information.",
    });
    expect(blank.data.fields.email).toBeTruthy();
    const country = await shopper.call("custom/request", form({ country: "ZZ" }));
    expect(country.status).toBe(400);
    expect(country.message).toBe("Please choose a country we ship to.");
  });

  it("joins a guest's request to the account that signs up with the same email in the same browser", async () => {
    const browser = new TestBrowser("http://us.localhost");
    const email = newEmail("joiner");
    const sent = await browser.api<{ requestNumber: string }>("custom/request", form({ email, country: "US" }));
    expect(sent.status).toBe(200);
    const before = await browser.api("custom/list", {});
    expect(before.envelope.code).toBe(40001);
    await registered(browser, email);
    const list = await browser.api<{ requestNumber: string }[]>("custom/list", {});
    expect(list.envelope.data!.map((r) => r.requestNumber)).toEqual([sent.envelope.data!.requestNumber]);
    // Another customer sees nothing of it.
    const other = new TestBrowser("http://us.localhost");
    await registered(other);
    const detail = await other.api("custom/detail", { requestNumber: sent.envelope.data!.requestNumber });
    expect(detail.status).toBe(404);
  });
});

describe("paying the stages", () => {
  it("walks a request from quote to delivery: each stage's amount fixed, paid only on the provider's confirmation, never twice", async () => {
    const who = await actor();
    const { shopper, number } = await requested();
    await quoteRequest(env.DB, who, await row(number), 100001, 3000);
    const depositParam = await paramOf(number, "deposit");

    // Coupons, wallet coupons and the wallet: stage-checkout.test.ts.
    const unpaid = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: depositParam }));
    expect(unpaid.data.total.formatted).toBe("30,00 €");
    // Not paid yet: the request waits for the provider.
    expect((await row(number)).status).toBe("quoted");
    const again = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: depositParam }));
    // Being paid in the first checkout: a second one is told so.
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/^Diese Zahlung wird bereits in einem anderen Checkout bezahlt/);
    const back = await payInSandbox(shopper, unpaid.data.paymentUrl, "success");
    await handlePayback(env, "sandbox", back.searchParams, back, () => {});
    const order = await env.DB.prepare("SELECT discount_minor, coupon_code, total_minor FROM orders WHERE order_number = ?")
      .bind(unpaid.data.orderNumber)
      .first();
    expect(order).toMatchObject({ discount_minor: 0, coupon_code: null, total_minor: 3000 });
    expect((await row(number)).status).toBe("deposit_paid");
    // The same stage cannot be paid a second time.
    const twice = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: depositParam }));
    expect(twice.status).toBe(404);

    const staffBrowser = new TestBrowser("http://de.localhost");
    const picture = async () =>
      (await upload(staffBrowser, pngBytes(), { purpose: "custom", draft: `s-${crypto.randomUUID().slice(0, 8)}` })).envelope.data!.key;
    const first = await picture();
    const uuid = (await env.DB.prepare("SELECT visitor FROM uploads WHERE r2_key = ?").bind(first).first<{ visitor: string }>())!.visitor;
    const step =
      (action: string, images: string[] = [], trackingNumber = "") =>
      async () =>
        staffStep(env.DB, who, uuid, await row(number), staffStepBody(number, action, { images, carrier: "DHL", trackingNumber }));

    expect((await step("sendDraft", [first])()).status).toBe("draft_sent");
    expect((await decideDraft(env.DB, await row(number), "approve", "")).status).toBe("approved");
    expect((await step("askMold")()).status).toBe("mold_due");
    const mold = await payStage(shopper, await paramOf(number, "mold"));
    expect(mold.total.formatted).toBe("291,00 €");
    expect((await row(number)).status).toBe("mold_paid");
    expect((await step("sendMoldPhotos", [await picture()])()).status).toBe("mold_photos");
    expect((await step("askProduction")()).status).toBe("production_due");
    expect((await payStage(shopper, await paramOf(number, "production"))).total.formatted).toBe("388,00 €");
    expect((await step("sendFinished", [await picture()])()).status).toBe("finished_photos");
    expect((await step("askFinal")()).status).toBe("final_due");
    expect((await payStage(shopper, await paramOf(number, "final"))).total.formatted).toBe("291,01 €");
    await expect(step("ship")()).rejects.toMatchObject({ messageKey: "custom.error.trackingRequired" });
    expect((await step("ship", [], "JD0001")()).status).toBe("shipped");
    expect((await step("deliver")()).status).toBe("delivered");

    const view = await requestView(env.DB, await row(number));
    expect(view.stages.map((s) => [s.stage, s.amount.formatted, s.paid])).toEqual([
      ["deposit", "30,00 €", true],
      ["mold", "291,00 €", true],
      ["production", "388,00 €", true],
      ["final", "291,01 €", true],
    ]);
    // Every status in order, but for a revision (none was asked) and cancelled.
    expect(view.timeline.map((e) => e.to)).toEqual(CUSTOM_STATUSES.filter((s) => s !== "revision_asked" && s !== "cancelled"));
    expect(view.timeline.filter((e) => e.actor === "payment")).toHaveLength(4);
    expect(view.media.map((m) => m.kind)).toEqual(["draft", "mold", "finished"]);
  });

  it("a failed payment leaves the stage due", async () => {
    const who = await actor();
    const { shopper, number } = await requested();
    await quoteRequest(env.DB, who, await row(number), 50000, 2000);
    const created = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: await paramOf(number, "deposit") }));
    const back = await payInSandbox(shopper, created.data.paymentUrl, "failure");
    await handlePayback(env, "sandbox", back.searchParams, back, () => {});
    expect((await row(number)).status).toBe("quoted");
  });

  it("cancelling keeps the deposit, refunds the mold payment, voids the open stage and cancels its unpaid order", async () => {
    const who = await actor();
    const { shopper, number } = await requested();
    await quoteRequest(env.DB, who, await row(number), 100000, 3000);
    const deposit = await payStage(shopper, await paramOf(number, "deposit"));
    await env.DB.prepare("UPDATE custom_requests SET status = 'approved' WHERE request_number = ?").bind(number).run();
    await staffStep(env.DB, who, "x", await row(number), staffStepBody(number, "askMold"));
    const mold = await payStage(shopper, await paramOf(number, "mold"));
    await env.DB.prepare("UPDATE custom_requests SET status = 'mold_photos' WHERE request_number = ?").bind(number).run();
    await staffStep(env.DB, who, "x", await row(number), staffStepBody(number, "askProduction"));
    const productionParam = await paramOf(number, "production");
    const open = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: productionParam }));

    const outcome = await cancelRequest(env, await row(number), { actor: who, note: "changed mind" });
    expect(outcome.request.status).toBe("cancelled");
    expect(outcome.refunded).toEqual([mold.orderNumber]);
    const status = async (n: string) =>
      (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(n).first<{ status: string }>())!.status;
    expect(await status(deposit.orderNumber)).toBe("processing");
    expect(await status(mold.orderNumber)).toBe("refunded");
    expect(await status(open.data.orderNumber)).toBe("cancelled");
    // The open stage can no longer be paid.
    const late = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: productionParam }));
    expect(late.status).toBe(409);
    expect(late.message).toMatch(/^Diese Zahlungsanforderung wurde gerade storniert/);
    const view = await requestView(env.DB, await row(number));
    expect(view.stages.find((s) => s.stage === "mold")).toMatchObject({ paid: true, refunded: true });
    expect(view.stages.find((s) => s.stage === "deposit")).toMatchObject({ paid: true, refunded: false });
  });
});

describe("account and back office calls", () => {
  it("the account lists, shows and approves its own request; the back office quotes it with its audit row", async () => {
    const browser = new TestBrowser("http://de.localhost");
    const { email } = await registered(browser);
    const sent = await browser.api<{ requestNumber: string }>("custom/request", form({ email }));
    const number = sent.envelope.data!.requestNumber;
    const staff = new TestBrowser("http://localhost");
    const member = await addStaffRow("support");
    await staff.api("admin/signIn", { email: member.email, password: "Back-Office-Test-2026" });
    const badDeposit = await staff.api("admin/custom/quote", { requestNumber: number, total: 500, deposit: 10 });
    expect(badDeposit.status).toBe(400);
    expect(badDeposit.envelope.message).toBe("The deposit must be between 20 and 50 USD in EUR.");
    const quoted = await staff.api<{ status: string; stages: { stage: string; payUrl: string | null }[] }>("admin/custom/quote", {
      requestNumber: number,
      total: 500,
      deposit: 30,
    });
    expect(quoted.status).toBe(200);
    expect(quoted.envelope.data!.status).toBe("quoted");
    const list = await staff.api<{ items: { requestNumber: string }[] }>("admin/custom/list", { status: "quoted", q: number });
    expect(list.envelope.data!.items.map((i) => i.requestNumber)).toEqual([number]);
    const detail = await browser.api<{ status: string; stages: { stage: string; payUrl: string | null }[] }>("custom/detail", {
      requestNumber: number,
    });
    expect(detail.envelope.data!.stages[0].payUrl).toMatch(/^\/checkout\?orderType=custommade&customMadeParam=cj-[0-9a-f]{24}$/);
    const early = await browser.api("custom/decide", { requestNumber: number, decision: "approve" });
    expect(early.status).toBe(409);
    // In the de store's language, naming the status the request is in.
    expect(early.envelope.message).toBe(
      "Diese Anfrage ist jetzt „Angebot bereit: Anzahlung fällig“: Dieser Schritt ist in dieser Phase nicht möglich.",
    );
    const fulfilment = new TestBrowser("http://localhost");
    const packer = await addStaffRow("fulfilment");
    await fulfilment.api("admin/signIn", { email: packer.email, password: "Back-Office-Test-2026" });
    expect((await fulfilment.api("admin/custom/quote", { requestNumber: number, total: 500, deposit: 30 })).status).toBe(403);
  });

  it("mails the shopper the quote with the deposit's link, and each paid stage", async () => {
    const email = newEmail("mailed");
    const { shopper, number } = await requested(visitor("de"), { email });
    const staff = new TestBrowser("http://localhost");
    const member = await addStaffRow("support");
    await staff.api("admin/signIn", { email: member.email, password: "Back-Office-Test-2026" });
    expect((await staff.api("admin/custom/quote", { requestNumber: number, total: 500, deposit: 30 })).status).toBe(200);
    const quoteMail = await lastMailTo(email);
    expect(quoteMail).toContain(`Ihr Angebot für die Anfrage ${number} ist bereit.`);
    expect(quoteMail).toContain(`customMadeParam=${await paramOf(number, "deposit")}`);
    await payStage(shopper, await paramOf(number, "deposit"));
    expect(await lastMailTo(email)).toContain(`Vielen Dank für Ihre Anzahlung für die Anfrage ${number}.`);
  });

  it("a paid stage cannot be cancelled and refunded from the account's order page: the deposit stays kept", async () => {
    const browser = new TestBrowser("http://de.localhost");
    const { email } = await registered(browser);
    const sent = await browser.api<{ requestNumber: string }>("custom/request", form({ email }));
    const number = sent.envelope.data!.requestNumber;
    await quoteRequest(env.DB, await actor(), await row(number), 50000, 3000);
    const created = await browser.api<{ orderNumber: string; paymentUrl: string }>(
      "order/create",
      checkoutBody({ email, orderType: "custommade", customMadeParam: await paramOf(number, "deposit") }),
    );
    await payInSandboxAs(browser, created.envelope.data!.paymentUrl, "http://de.localhost");
    expect((await row(number)).status).toBe("deposit_paid");
    const cancel = await browser.api("account/cancelOrder", { orderNumber: created.envelope.data!.orderNumber });
    expect(cancel.status).toBe(409);
    const order = await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?")
      .bind(created.envelope.data!.orderNumber)
      .first<{ status: string }>();
    expect(order!.status).toBe("processing");
  });

  it("a price difference for an existing order has its own param, a fixed amount, and shows as paid in the order's differences", async () => {
    const staff = new TestBrowser("http://localhost");
    const member = await addStaffRow("owner");
    await staff.api("admin/signIn", { email: member.email, password: "Back-Office-Test-2026" });
    const { paidOrder } = await import("../../test/admin-client");
    const { orderNumber, shopper } = await paidOrder("de");
    const made = await staff.api<{ link: string; param: string; amount: { formatted: string } }>("admin/custom/difference", {
      orderNumber,
      amount: 12.5,
      reason: "Larger size",
    });
    expect(made.status).toBe(200);
    expect(made.envelope.data!.amount.formatted).toBe("12,50 €");
    const paid = await payStage(shopper, made.envelope.data!.param);
    expect(paid.total.formatted).toBe("12,50 €");
    const list = await staff.api<{ reason: string; paid: boolean; paymentOrder: string }[]>("admin/custom/differences", { orderNumber });
    expect(list.envelope.data).toMatchObject([{ reason: "Larger size", paid: true, paymentOrder: paid.orderNumber }]);
  });
});
