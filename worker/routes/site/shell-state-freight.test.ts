import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { loadShellState } from "~/client/lib/shell-state.server";
import type { ShellState, VisitorPayload } from "~/shared/shell-state";
import { createWorker, type PageRenderer } from "../../app";
import { bumpCatalogVersion } from "../../services/catalog/version";

/** Stands in for React Router with the real root loader: the page is its shell state. */
const shellPage: PageRenderer = async (_request, pageEnv, ctx, execution) =>
  new Response(JSON.stringify(await loadShellState({ env: pageEnv, ctx, execution } as AppLoadContext)), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

const worker = createWorker(shellPage);
/** A visitor who chose to ship to France, whatever store they are in. */
const shipsToFrance = { Cookie: "he-shipToCountryIso2=FR", "CF-IPCountry": "FR" };

async function call(store: string, path: string, init: RequestInit = {}) {
  const execution = createExecutionContext();
  const response = await worker.fetch(new Request(`http://${store}.localhost${path}`, init), env, execution);
  const body = await response.text();
  await waitOnExecutionContext(execution);
  return { response, body };
}

/** The shell state of the home page, rendered afresh so the page cache keeps the copy that every visitor gets. */
async function sharedHome(store: string) {
  await bumpCatalogVersion(env.KV);
  const { response, body } = await call(store, "/", { headers: shipsToFrance });
  expect(response.headers.get("X-Page-Cache")).toBe("MISS");
  return JSON.parse(body) as ShellState;
}

async function visitorState(store: string) {
  const { body } = await call(store, "/api/visitor/state", {
    method: "POST",
    headers: { ...shipsToFrance, "Content-Type": "application/json", Origin: `http://${store}.localhost` },
    body: "{}",
  });
  return (JSON.parse(body) as { data: VisitorPayload }).data;
}

const methods = (list: ShellState["freight"]) => list.map((o) => o.method);

afterEach(async () => {
  await env.DB.prepare("UPDATE freight_settings SET standard_free_from_cents = 0, standard_fee_cents = 0 WHERE store = 'de'").run();
});

describe("the freight list in the shared state", () => {
  it("gives a shared page the store country's list, in the store's currency, never the visitor's", async () => {
    const us = await sharedHome("us");
    expect(us.personalized).toBe(false);
    expect(us.shipCountry).toBe("US");
    expect(methods(us.freight)).toEqual(["standard", "express", "threeDay"]);
    expect(us.freight[1]).toMatchObject({ price: 15, free: false, freeFrom: 160 });

    const de = await sharedHome("de");
    expect(methods(de.freight)).toEqual(["standard", "express"]);
    expect(de.freight[0]).toMatchObject({ price: 0, free: true, freeFrom: null });
    // 15 and 160 USD at the seeded 0.92 EUR.
    expect(de.freight[1]).toMatchObject({ price: 13.8, freeFrom: 147.2 });
  });

  it("carries the store's own free-from threshold", async () => {
    await env.DB.prepare("UPDATE freight_settings SET standard_free_from_cents = 6900, standard_fee_cents = 495 WHERE store = 'de'").run();
    const de = await sharedHome("de");
    expect(de.freight[0]).toMatchObject({ method: "standard", free: false, price: 4.55, freeFrom: 63.48 });
  });

  it("gives the visitor the list of their own ship-to country through visitor/state", async () => {
    const own = await visitorState("us");
    expect(own.shipCountry).toBe("FR");
    // 3-day shipping is for US addresses only.
    expect(methods(own.freight)).toEqual(["standard", "express"]);
    expect(own.freight[1]).toMatchObject({ price: 15, freeFrom: 160 });
  });
});
