import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_CODE } from "~/shared/account-rules";
import { consumeCode, issueCode, randomCode } from "./codes";

const SECRET = "test-secret";
const MINUTE = 60_000;
let email: string;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-05-04T10:00:00Z"));
  email = `codes-${crypto.randomUUID()}@example.com`;
});
afterEach(() => vi.useRealTimers());

const issue = (payload?: unknown) => issueCode(env.DB, SECRET, { purpose: "reset", email, payload });
const consume = (code: string, who = email) => consumeCode(env.DB, SECRET, { purpose: "reset", email: who, code });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("emailed codes", () => {
  it("are six random digits", () => {
    const codes = new Set(Array.from({ length: 50 }, randomCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(45);
  });

  it("work within 15 minutes and carry their payload", async () => {
    const code = await issue({ step: 1 });
    vi.advanceTimersByTime(EMAIL_CODE.lifetimeMs - 1000);
    expect(await consume(code)).toEqual({ ok: true, payload: { step: 1 } });
  });

  it("expire after 15 minutes", async () => {
    expect(EMAIL_CODE.lifetimeMs).toBe(15 * MINUTE);
    const code = await issue();
    vi.advanceTimersByTime(15 * MINUTE);
    expect(await consume(code)).toEqual({ ok: false });
    vi.setSystemTime(new Date("2026-05-04T10:00:00Z"));
    expect(await consume(code)).toEqual({ ok: false });
  });

  it("work once", async () => {
    const code = await issue();
    expect((await consume(code)).ok).toBe(true);
    expect((await consume(code)).ok).toBe(false);
  });

  it("are void after five wrong tries, even for the right code", async () => {
    expect(EMAIL_CODE.maxAttempts).toBe(5);
    const code = await issue();
    for (let i = 0; i < 4; i++) expect((await consume(wrong(code))).ok).toBe(false);
    expect((await consume(code)).ok).toBe(true);

    const next = await issue();
    for (let i = 0; i < 5; i++) expect((await consume(wrong(next))).ok).toBe(false);
    expect((await consume(next)).ok).toBe(false);
  });

  it("let parallel guesses share no attempt", async () => {
    const code = await issue();
    const guesses = await Promise.all(Array.from({ length: 8 }, () => consume(wrong(code))));
    expect(guesses.every((g) => !g.ok)).toBe(true);
    expect((await consume(code)).ok).toBe(false);
  });

  it("are replaced by a newer code, and belong to their email and purpose", async () => {
    const first = await issue();
    const second = await issue();
    if (first !== second) expect((await consume(first)).ok).toBe(false);
    expect((await consume(second, email.toUpperCase())).ok).toBe(true);

    const other = await issue();
    expect((await consumeCode(env.DB, SECRET, { purpose: "register", email, code: other })).ok).toBe(false);
    expect((await consumeCode(env.DB, "another-secret", { purpose: "reset", email, code: other })).ok).toBe(false);
  });

  it("are stored only as a keyed hash", async () => {
    const code = await issue();
    const row = await env.DB.prepare("SELECT code_hash FROM account_codes WHERE email = ?").bind(email).first<{ code_hash: string }>();
    expect(row?.code_hash).toBeTruthy();
    expect(row?.code_hash).not.toContain(code);
  });
});
