import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_META } from "~/shared/constants";
import { callApi, send } from "../test/harness";
import { bumpCatalogVersion } from "./catalog/version";
import { getHeadMeta, getOwnHeadMeta, headTexts, setHeadMeta } from "./head-data";

/** The test KV namespace, counting what is written to it. */
function countingKv() {
  const writes: string[] = [];
  const kv = new Proxy(env.KV, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (typeof value !== "function") return value;
      if (name === "put" || name === "delete") {
        return (key: string, ...rest: unknown[]) => {
          writes.push(`${String(name)} ${key}`);
          return (value as (...a: unknown[]) => unknown).call(target, key, ...rest);
        };
      }
      return value.bind(target);
    },
  });
  return { kv, writes };
}

const randomPath = () => `/${crypto.randomUUID().slice(0, 8)}/${crypto.randomUUID().slice(0, 6)}.html`;

describe("unknown paths never write KV", () => {
  it("keeps the default meta of 100 made-up paths in isolate memory only", async () => {
    const { kv, writes } = countingKv();
    for (let i = 0; i < 100; i++) expect(await getHeadMeta({ DB: env.DB, KV: kv }, "us", "en", randomPath())).toEqual(DEFAULT_META);
    expect(writes).toEqual([]);
  });

  it("still caches a path's own meta in KV", async () => {
    const { kv, writes } = countingKv();
    const path = `/help/own-${crypto.randomUUID().slice(0, 6)}`;
    const meta = { seoTitle: "Own title", seoDescription: "Own description", seoKeywords: "own" };
    await setHeadMeta({ DB: env.DB, KV: env.KV }, "us", "en", path, meta);
    expect(await getHeadMeta({ DB: env.DB, KV: kv }, "us", "en", path)).toEqual(meta);
    expect(writes).toEqual([`put head:us:en:${path.slice(1)}`]);
  });

  it("writes nothing for 100 random paths asked for as pages or as head data", async () => {
    const { kv, writes } = countingKv();
    for (let i = 0; i < 100; i++) {
      const path = randomPath();
      const page = await send(`http://us.localhost${path}`, { env: { KV: kv } });
      await page.body?.cancel();
      const { status } = await callApi("index/headData", { path }, { env: { KV: kv } });
      expect(status).toBe(200);
    }
    expect(writes).toEqual([]);
  }, 30_000);
});

describe("a change of meta reaches isolates that remembered the old one", () => {
  it("drops the isolate's memo when the catalogue version changes, as another isolate's writer leaves it", async () => {
    const path = `help/memo-${crypto.randomUUID().slice(0, 6)}`;
    const old = { seoTitle: "Old", seoDescription: "", seoKeywords: "" };
    await setHeadMeta(env, "fr", "fr", path, old);
    expect(await getOwnHeadMeta(env, "fr", "fr", path)).toEqual(old);
    // What a writer in another isolate does: D1, KV and the version, never this isolate's memo.
    await env.DB.prepare("UPDATE page_meta SET seo_title = 'New' WHERE store = 'fr' AND route_path = ?").bind(path).run();
    await env.KV.delete(`head:fr:fr:${path}`);
    expect((await getOwnHeadMeta(env, "fr", "fr", path))?.seoTitle).toBe("Old");
    await bumpCatalogVersion(env.KV);
    expect((await getOwnHeadMeta(env, "fr", "fr", path))?.seoTitle).toBe("New");
  });
});

describe("headTexts", () => {
  const own = { seoTitle: "Staff title", seoDescription: "Staff description", seoKeywords: "staff" };
  it("puts the route's own meta first, then the page's own texts, then the default meta", () => {
    expect(headTexts(own, { title: "Rings", description: "12 rings" }, "HELIORA")).toEqual(own);
    expect(headTexts({ ...own, seoDescription: "", seoKeywords: "" }, { title: "Rings", description: "12 rings" }, "HELIORA")).toEqual({
      seoTitle: "Staff title",
      seoDescription: "12 rings",
      seoKeywords: DEFAULT_META.seoKeywords,
    });
    expect(headTexts(null, { title: "Rings" }, "HELIORA")).toEqual({ ...DEFAULT_META, seoTitle: "Rings | HELIORA" });
    expect(headTexts(null, {}, "HELIORA")).toEqual(DEFAULT_META);
  });
});
