// Back-office staff for local development: sign in at /admin/login (locally only; production
// staff come through Cloudflare Access, see README "Deploying"). One account per role, so
// each role's screens can be tried. Does nothing for an account that exists.
import { hashPassword } from "./300-accounts.mjs";

export const STAFF_PASSWORD = "Heliora-Staff-2026";
export const STAFF_ACCOUNTS = [
  { email: "owner@heliora.example", name: "Olivia Owner", role: "owner" },
  { email: "support@heliora.example", name: "Sam Support", role: "support" },
  { email: "fulfilment@heliora.example", name: "Finn Fulfilment", role: "fulfilment" },
];

export async function seed(env) {
  const now = Date.now();
  for (const { email, name, role } of STAFF_ACCOUNTS) {
    if (await env.DB.prepare("SELECT 1 AS found FROM staff WHERE email = ?").bind(email).first()) continue;
    const { hash, salt } = await hashPassword(STAFF_PASSWORD);
    await env.DB.prepare(
      `INSERT INTO staff (email, name, role, active, password_hash, password_salt, password_iterations, created_at, updated_at)
       VALUES (?, ?, ?, 1, ?, ?, 100000, ?, ?)`,
    )
      .bind(email, name, role, hash, salt, now, now)
      .run();
  }
}
