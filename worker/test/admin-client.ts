import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { StaffRole } from "~/shared/admin-roles";
import { hashPassword } from "../services/account/password";
import { handlePayback } from "../services/payments/payback";
import { TestBrowser } from "./account-client";
import { addProduct, checkoutBody, payInSandbox, visitor } from "./checkout-fixtures";

/** Staff rows and signed-in staff browsers for the back office's worker tests. */
export const STAFF_PASSWORD = "Back-Office-Test-2026";
// Fewer PBKDF2 rounds than production: the tests check the flow, not the cost.
const testHash = hashPassword(STAFF_PASSWORD, 1000);

export async function addStaffRow(role: StaffRole, options: { active?: boolean; email?: string } = {}) {
  const email = options.email ?? `${role}-${crypto.randomUUID().slice(0, 8)}@heliora.example`;
  const { hash, salt, iterations } = await testHash;
  const now = Date.now();
  const row = await env.DB.prepare(
    `INSERT INTO staff (email, name, role, active, password_hash, password_salt, password_iterations, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(email, `Test ${role}`, role, options.active === false ? 0 : 1, hash, salt, iterations, now, now)
    .first<{ id: number }>();
  return { id: row!.id, email };
}

/** A browser signed in to the back office (the local sign-in) as a new staff member of `role`. */
export async function staffBrowser(role: StaffRole) {
  const member = await addStaffRow(role);
  const browser = new TestBrowser("http://localhost");
  const signedIn = await browser.api("admin/signIn", {
    email: member.email,
    password: STAFF_PASSWORD,
  });
  expect(signedIn.status).toBe(200);
  return Object.assign(browser, { staff: member });
}

/** Posts `body` to /api/admin/`path` as it is, not JSON made from an object: malformed JSON, "__proto__" keys. */
export const postRaw = (browser: TestBrowser, path: string, body: string) =>
  browser.fetch(`/api/admin/${path}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: browser.origin }, body });

/** A paid (Processing) order of a guest in `store`, paid through the sandbox provider. */
export async function paidOrder(store = "us", priceCents = 10000, order: Record<string, unknown> = {}) {
  const sku = await addProduct({
    code: `a${crypto.randomUUID().slice(0, 8)}`,
    priceCents,
    stock: 5,
  });
  const shopper = visitor(store);
  await shopper.call("cart/add", { sku });
  const body = checkoutBody(order);
  const created = await shopper.call("order/create", body);
  expect(created.status).toBe(200);
  const { orderNumber, paymentUrl } = created.data as {
    orderNumber: string;
    paymentUrl: string;
  };
  const back = await payInSandbox(shopper, paymentUrl, "success");
  await handlePayback(env, "sandbox", back.searchParams, back, () => {});
  return { orderNumber, shopper, sku, email: body.email };
}

export const auditRows = (subjectId: string) =>
  env.DB.prepare("SELECT action, staff_email, before_json, after_json FROM audit_log WHERE subject_id = ? ORDER BY id")
    .bind(subjectId)
    .all<{
      action: string;
      staff_email: string;
      before_json: string | null;
      after_json: string | null;
    }>()
    .then((r) => r.results);
