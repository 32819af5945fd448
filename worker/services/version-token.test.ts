import { describe, expect, it } from "vitest";
import { putVersionToken } from "./version-token";

/** A KV that refuses the first `failures` writes, as a busy KV or its one-write-per-second rule does. */
function refusingKv(failures: number) {
  const kv = {
    writes: [] as string[],
    attempts: 0,
    put: async (key: string, value: string) => {
      kv.attempts++;
      if (kv.attempts <= failures) throw new Error("KV PUT failed: 429 Too Many Requests");
      kv.writes.push(`${key}=${value}`);
    },
  };
  return kv;
}

describe("putVersionToken", () => {
  const waited: number[] = [];
  const wait = async (ms: number) => {
    waited.push(ms);
  };

  it("writes the token after refusals, waiting a little longer each time", async () => {
    waited.length = 0;
    const kv = refusingKv(2);
    await putVersionToken(kv as unknown as KVNamespace, "catalog:version", "v2", wait);
    expect(kv.writes).toEqual(["catalog:version=v2"]);
    expect(waited).toEqual([100, 500]);
  });

  it("gives up after four refusals with KV's own error", async () => {
    waited.length = 0;
    const kv = refusingKv(10);
    await expect(putVersionToken(kv as unknown as KVNamespace, "redirects:version", "1", wait)).rejects.toThrow(/429/);
    expect(kv.attempts).toBe(4);
  });
});
