import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_META } from "~/shared/constants";
import { callApi, send } from "../test/harness";
import { getHeadMeta, setHeadMeta } from "./head-data";

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
