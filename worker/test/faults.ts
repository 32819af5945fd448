import { env } from "cloudflare:test";
import { expect, vi } from "vitest";
import type { Env } from "../env";

/**
 * Fault injection for worker tests (docs/decisions/1310-nothing-lost.md): an environment whose
 * D1, KV, R2 and email bindings, and the global `fetch` the payment providers are reached
 * through, fail on purpose at a chosen call. A rule names the target, which calls it matches
 * (text in the SQL, key or URL), from which matching call it fires and how many times, and how:
 *
 *   error    the call fails at once, nothing done
 *   timeout  the call fails after a wait, nothing done (D1 and fetch report timeouts as errors)
 *   slow     the call waits, then goes through
 *   lost     the call goes through, then fails: the write happened, its answer never came
 *
 * A D1 rule matches single statements and batches holding a matching statement; "d1.batch"
 * only batches. `fired` lists what fired, for tests to prove the fault was met.
 */
export type FaultTarget = "d1" | "d1.batch" | "kv" | "r2" | "email" | "fetch";
export type FaultKind = "error" | "timeout" | "slow" | "lost";

export interface FaultRule {
  target: FaultTarget;
  kind: FaultKind;
  /** Text the SQL, key or URL contains (or a pattern); omitted: every call of the target. */
  match?: string | RegExp;
  /** The first matching call that fires (1: the first). */
  nth?: number;
  /** How many matching calls fire from there (default 1). */
  times?: number;
  /** The wait of timeout and slow (default 20 ms: the tests stay quick). */
  delayMs?: number;
}

class InjectedFault extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Armed extends FaultRule {
  seen: number;
  fired: number;
}

export function faultInjector<E extends Env = typeof env>(base: E = env as unknown as E) {
  const rules: Armed[] = [];
  const fired: string[] = [];

  function ruleFor(target: FaultTarget, subject: string): Armed | null {
    for (const rule of rules) {
      const applies = rule.target === target || (rule.target === "d1" && target === "d1.batch");
      if (!applies) continue;
      const matches = rule.match === undefined || (typeof rule.match === "string" ? subject.includes(rule.match) : rule.match.test(subject));
      if (!matches) continue;
      rule.seen++;
      if (rule.seen >= (rule.nth ?? 1) && rule.fired < (rule.times ?? 1)) {
        rule.fired++;
        return rule;
      }
    }
    return null;
  }

  /** Runs `op` through the rule that fires for this call, if any. */
  async function gate<T>(target: FaultTarget, subject: string, op: () => Promise<T>): Promise<T> {
    const rule = ruleFor(target, subject);
    if (!rule) return op();
    fired.push(`${rule.kind} ${target} ${subject.replace(/\s+/g, " ").slice(0, 80)}`);
    const wait = rule.delayMs ?? 20;
    const fail = (what: string) => new InjectedFault(`${target === "fetch" ? "network" : "D1_ERROR"}: injected ${what} (${target})`);
    switch (rule.kind) {
      case "error":
        throw fail("error");
      case "timeout":
        await sleep(wait);
        throw fail("timeout");
      case "slow":
        await sleep(wait);
        return op();
      case "lost":
        await op();
        throw fail("lost answer");
    }
  }

  const realOf = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();

  function statement(real: D1PreparedStatement, sql: string): D1PreparedStatement {
    const proxy = new Proxy(real, {
      get(target, name) {
        if (name === "bind") return (...values: unknown[]) => statement(target.bind(...values), sql);
        if (name === "first" || name === "run" || name === "all" || name === "raw") {
          return (...args: unknown[]) =>
            gate("d1", sql, () => (target[name] as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as Promise<never>;
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    realOf.set(proxy, real);
    sqlOf.set(proxy, sql);
    return proxy;
  }

  /**
   * The database, and each D1 session opened on it (the request's handle runs every query in
   * one, worker/services/d1/request-database.ts), with statements and batches through `gate`.
   */
  function database<D extends D1Database | D1DatabaseSession>(real: D): D {
    return new Proxy(real, {
      get(target, name) {
        if (name === "prepare") return (sql: string) => statement(target.prepare(sql), sql);
        if (name === "batch") {
          return (statements: D1PreparedStatement[]) =>
            gate("d1.batch", statements.map((s) => sqlOf.get(s) ?? "").join("\n"), () => target.batch(statements.map((s) => realOf.get(s) ?? s)));
        }
        if (name === "withSession" && "withSession" in target) return (start?: string) => database(target.withSession(start));
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }
  const DB = database(base.DB);

  /** A binding whose methods run through `gate`, the key (first argument) as the subject. */
  function keyed<B extends object>(binding: B, target: FaultTarget): B {
    return new Proxy(binding, {
      get(inner, name) {
        const value = Reflect.get(inner, name);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => gate(target, typeof args[0] === "string" ? args[0] : String(name), () => Reflect.apply(value, inner, args));
      },
    });
  }

  const faulty: E = {
    ...base,
    DB,
    KV: keyed(base.KV, "kv"),
    MEDIA: keyed(base.MEDIA, "r2"),
    ...(base.EMAIL ? { EMAIL: keyed(base.EMAIL, "email") } : {}),
  };

  return {
    env: faulty,
    fired,
    /** Arms a rule; rules are tried in the order they were added. */
    inject(rule: FaultRule) {
      rules.push({ ...rule, seen: 0, fired: 0 });
      return this;
    },
    /** Disarms every rule: the next calls go through (the shopper's retry). */
    clear() {
      rules.length = 0;
    },
    /**
     * Routes the global fetch (the providers' APIs, and the fakes answering them when those were
     * installed first) through the rules; restore with vi.unstubAllGlobals.
     */
    wrapFetch() {
      const inner = globalThis.fetch;
      vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
        gate("fetch", String(input instanceof Request ? input.url : input), () => inner(input, init)),
      );
      return this;
    },
  };
}

/**
 * What a shopper sees when the shop fails under a fault: the plain error envelope (HTTP 500,
 * "Something went wrong on our side…" with a reference), never the internals.
 */
export function expectPlainError(answer: { status: number; message?: string }) {
  expect(answer.status).toBe(500);
  // The reference is random hex, so look for the internals themselves.
  expect(answer.message ?? "").not.toMatch(/D1_ERROR|injected|Error:|\.ts:/);
}
