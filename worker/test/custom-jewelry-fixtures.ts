import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { CustomStatus } from "~/shared/custom-requests";
import type { CustomStaffStep } from "~/shared/schemas/custom-request";
import { handlePayback } from "../services/payments/payback";
import { findRequestByNumber, type CustomRequestRow } from "../services/custom-jewelry/requests-store";
import { newEmail } from "./account-client";
import { addStaffRow } from "./admin-client";
import { checkoutBody, payInSandbox, visitor } from "./checkout-fixtures";

/** The custom-jewelry tests' shared steps (docs/decisions/0900-custom-jewelry.md). */
export const customForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Ana López",
  email: newEmail("custom"),
  country: "DE",
  pieceType: "ring",
  material: "S925 silver",
  stone: "moissanite",
  details: "A ring with my daughter's name engraved inside.",
  ...overrides,
});

export async function staffActor() {
  const staff = await addStaffRow("owner");
  return { id: staff.id, email: staff.email, role: "owner" };
}

/** A staff step's body: no pictures, note, carrier or tracking number unless given. */
export const staffStepBody = (requestNumber: string, action: string, extra: Partial<CustomStaffStep> = {}): CustomStaffStep => ({
  requestNumber,
  action: action as CustomStaffStep["action"],
  images: [],
  note: "",
  carrier: "",
  trackingNumber: "",
  ...extra,
});

export const requestRow = async (number: string) => (await findRequestByNumber(env.DB, number)) as CustomRequestRow;

/** A request in the de store (EUR; 0.92 per USD in the test rates), sent by a guest. */
export async function requested(shopper = visitor("de"), overrides: Record<string, unknown> = {}) {
  const sent = await shopper.call("custom/request", customForm(overrides));
  expect(sent.status).toBe(200);
  return { shopper, number: sent.data.requestNumber as string };
}

/** Forces a status (for the refusal tables); the guarded steps are tested on real paths. */
export async function inStatus(status: CustomStatus) {
  const { number } = await requested();
  await env.DB.prepare("UPDATE custom_requests SET status = ?, total_minor = 100000, deposit_minor = 3000 WHERE request_number = ?")
    .bind(status, number)
    .run();
  return requestRow(number);
}

/** Pays an order's payment URL through the sandbox, as the shopper would, and settles it with its emails. */
export async function settleInSandbox(shopper: ReturnType<typeof visitor>, paymentUrl: string, outcome = "success") {
  const back = await payInSandbox(shopper, paymentUrl, outcome);
  const background: Promise<unknown>[] = [];
  await handlePayback(env, "sandbox", back.searchParams, back, (work) => background.push(work));
  await Promise.all(background);
}

/** Pays a stage's payment request through checkout and the sandbox. */
export async function payStage(shopper: ReturnType<typeof visitor>, param: string, extra: Record<string, unknown> = {}) {
  const created = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param, ...extra }));
  expect(created.status).toBe(200);
  await settleInSandbox(shopper, created.data.paymentUrl);
  return created.data as { orderNumber: string; total: { amount: number; formatted: string } };
}

export const paramOf = async (number: string, stage: string) =>
  (await env.DB.prepare(
    "SELECT p.param FROM custom_payment_requests p JOIN custom_requests r ON r.id = p.custom_request_id WHERE r.request_number = ? AND p.stage = ?",
  )
    .bind(number, stage)
    .first<{ param: string }>())!.param;
