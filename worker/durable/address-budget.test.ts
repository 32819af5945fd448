import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../services/rate-limit";
import type { AddressBudget } from "./address-budget";

const rule = RATE_LIMITS.trackOrder;
const budgets = env.ADDRESS_BUDGET;
/** A fresh address per test: each gets an object of its own. */
const budgetOf = () => budgets.get(budgets.idFromName(`test-${crypto.randomUUID()}`));
/** A moment at the start of a window, and one a whole window later. */
const NOW = Math.ceil(Date.parse("2026-11-28T10:00:00Z") / 1000 / rule.windowSeconds) * rule.windowSeconds * 1000;
const NEXT_WINDOW = NOW + rule.windowSeconds * 1000;

describe("an address's budget (Durable Object)", () => {
  it("allows the rule's limit in a window and refuses the next hit", async () => {
    const budget = budgetOf();
    const answers = [];
    for (let i = 0; i <= rule.limit; i++) answers.push(await budget.hit(rule, NOW + i));
    expect(answers.filter(Boolean)).toHaveLength(rule.limit);
    expect(answers.at(-1)).toBe(false);
  });

  it("allows again once the window has passed, and only the limit there too", async () => {
    const budget = budgetOf();
    for (let i = 0; i <= rule.limit; i++) await budget.hit(rule, NOW);
    expect(await budget.hit(rule, NOW + rule.windowSeconds * 1000 - 1)).toBe(false);
    const next = [];
    for (let i = 0; i <= rule.limit; i++) next.push(await budget.hit(rule, NEXT_WINDOW));
    expect(next.filter(Boolean)).toHaveLength(rule.limit);
  });

  it("counts a burst exactly: 30 parallel hits from one address let the limit through", async () => {
    const budget = budgetOf();
    const answers = await Promise.all(Array.from({ length: 30 }, () => budget.hit(rule, NOW)));
    expect(answers.filter(Boolean)).toHaveLength(rule.limit);
  });

  it("keeps each rule's count apart", async () => {
    const budget = budgetOf();
    for (let i = 0; i < rule.limit; i++) await budget.hit(rule, NOW);
    expect(await budget.hit({ ...rule, name: "other" }, NOW)).toBe(true);
    expect(await budget.hit(rule, NOW)).toBe(false);
  });

  it("forgets an address once its window is over", async () => {
    const budget = budgetOf();
    // A window long past: the alarm the first hit set finds it over.
    const past = Date.parse("2020-01-01T00:00:00Z");
    for (let i = 0; i <= rule.limit; i++) await budget.hit(rule, past);
    expect(await runInDurableObject(budget, (_: AddressBudget, state) => state.storage.getAlarm())).not.toBeNull();
    expect(await runDurableObjectAlarm(budget)).toBe(true);
    const left = await runInDurableObject(budget, (_: AddressBudget, state) => [
      ...state.storage.sql.exec("SELECT name FROM sqlite_master WHERE name = 'hits'"),
    ]);
    expect(left).toEqual([]);
    expect(await budget.hit(rule, past)).toBe(true);
  });
});
