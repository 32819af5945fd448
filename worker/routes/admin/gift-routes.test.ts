import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AdminGiftCampaign } from "~/shared/admin-types";
import { auditRows, staffBrowser } from "../../test/admin-client";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { listGiftCampaigns } from "../../services/free-gift/admin-campaigns";
import { utcDay } from "~/shared/utc-day";

const DAY = 86_400_000;
const today = () => utcDay(Date.now());
const stored = async (code: string) => env.KV.get(`free-gift:${code}`, "json");
const listed = async (owner: Awaited<ReturnType<typeof staffBrowser>>, code: string) => {
  const list = await owner.api<any>("admin/gift/list", {});
  return (list.envelope.data.items as AdminGiftCampaign[]).find((c) => c.code === code);
};

describe("free-gift campaigns in the back office", () => {
  it("the owner creates, edits, ends and deletes a campaign, each audited; the code is stored in capitals", async () => {
    await addProduct({ code: "bogift", priceCents: 2000, stock: 3, title: "Gift pendant" });
    const owner = await staffBrowser("owner");
    const created = await owner.api<any>("admin/gift/create", {
      code: "bo-one",
      spuCode: "SPU-bogift",
      minSubtotalCents: 5000,
      stores: ["us", "de"],
    });
    expect(created.status).toBe(200);
    expect(created.envelope.message).toBe("Campaign BO-ONE created.");
    expect(await stored("BO-ONE")).toEqual({ spuCode: "SPU-bogift", minSubtotalCents: 5000, stores: ["us", "de"] });
    const again = await owner.api<any>("admin/gift/create", { code: "BO-ONE", spuCode: "SPU-bogift" });
    expect(again.status).toBe(409);
    expect(again.envelope.data.fields.code).toBe("This code is taken.");

    const from = utcDay(Date.now() - 3 * DAY);
    expect((await owner.api("admin/gift/update", { code: "BO-ONE", spuCode: "SPU-bogift", from })).status).toBe(200);
    expect(await listed(owner, "BO-ONE")).toMatchObject({
      state: "running",
      from,
      until: null,
      stores: null,
      product: { title: "Gift pendant", problem: null },
      orders: 0,
    });

    const ended = await owner.api<any>("admin/gift/end", { code: "bo-one" });
    expect(ended.envelope.message).toBe("Campaign ended.");
    expect(await stored("BO-ONE")).toEqual({ spuCode: "SPU-bogift", from, until: utcDay(Date.now() - DAY) });
    expect((await listed(owner, "BO-ONE"))?.state).toBe("ended");
    expect((await owner.api<any>("admin/gift/end", { code: "BO-ONE" })).envelope.message).toBe("The campaign had already ended.");

    expect((await owner.api("admin/gift/delete", { code: "BO-ONE" })).status).toBe(200);
    expect(await stored("BO-ONE")).toBeNull();
    expect((await owner.api("admin/gift/delete", { code: "BO-ONE" })).status).toBe(404);
    expect((await owner.api("admin/gift/update", { code: "BO-ONE", spuCode: "SPU-bogift" })).status).toBe(404);
    const rows = await auditRows("BO-ONE");
    expect(rows.map((r) => r.action)).toEqual(["gift:create", "gift:update", "gift:end", "gift:delete"]);
    expect(rows.every((r) => r.staff_email === owner.staff.email)).toBe(true);
    expect(JSON.parse(rows[3].before_json!)).toMatchObject({ spuCode: "SPU-bogift", from });
  });

  it("refuses bad campaigns with the field's message and changes nothing", async () => {
    await addProduct({ code: "boarch", priceCents: 2000 });
    await env.DB.prepare("UPDATE products SET active = 0 WHERE spu_code = 'SPU-boarch'").run();
    const owner = await staffBrowser("owner");
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await owner.api<any>("admin/gift/create", { code: "BO-BAD", spuCode: "SPU-boarch", ...body });
      expect(answer.status).toBe(400);
      return answer.envelope.data.fields[field];
    };
    expect(await refused({ spuCode: "SPU-nothing" }, "spuCode")).toBe("There is no product with the SPU code SPU-nothing.");
    expect(await refused({}, "spuCode")).toBe("Product SPU-boarch is archived; choose an active product.");
    expect(await refused({ code: "no spaces" }, "code")).toBe("Code: 1–32 letters, digits, dashes or underscores.");
    expect(await refused({ from: "2026-02-10", until: "2026-02-01" }, "until")).toBe("The last day cannot be before the first day.");
    expect(await refused({ from: "2026-02-30" }, "from")).toBe("The first day must be a day, YYYY-MM-DD.");
    expect(await refused({ stores: ["us", "atlantis"] }, "stores.1")).toBe("Unknown store.");
    expect(await refused({ stores: [] }, "stores")).toBe("Choose at least one store, or all stores.");
    expect(await refused({ minSubtotalCents: -1 }, "minSubtotalCents")).toBe("The minimum cannot be below 0.");
    expect(await refused({ extra: 1 }, "extra")).toBe("Unknown field.");
    const raw = await owner.fetch("/api/admin/gift/create", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"code":"BO-BAD","spuCode":"SPU-boarch","__proto__":{"stores":["us"]}}',
    });
    // A "__proto__" key is an unknown field like any other (it once left no field to report: a 500).
    expect(raw.status).toBe(400);
    expect(Object.entries(((await raw.json()) as any).data.fields)).toEqual([["__proto__", "Unknown field."]]);
    expect(({} as Record<string, unknown>).stores).toBeUndefined();
    expect(await stored("BO-BAD")).toBeNull();
    expect(await auditRows("BO-BAD")).toHaveLength(0);
  });

  it("support reads the list but may not change it; fulfilment sees nothing", async () => {
    const support = await staffBrowser("support");
    expect((await support.api("admin/gift/list", {})).status).toBe(200);
    for (const path of ["create", "update", "end", "delete"]) {
      const answer = await support.api<any>(`admin/gift/${path}`, { code: "X", spuCode: "SPU-x" });
      expect(answer.status).toBe(403);
      expect(answer.envelope.message).toBe("The support role may not do this.");
    }
    expect((await (await staffBrowser("fulfilment")).api("admin/gift/list", {})).status).toBe(403);
  });

  it("counts the orders that took the gift and flags a gift shoppers cannot get", async () => {
    await addProduct({ code: "bocount", priceCents: 2500, stock: 1, title: "Counted gift" });
    const owner = await staffBrowser("owner");
    expect((await owner.api("admin/gift/create", { code: "BO-COUNT", spuCode: "SPU-bocount" })).status).toBe(200);
    const sku = await addProduct({ code: "bocountbuy", priceCents: 6000 });
    const shopper = visitor("us", { Cookie: "he-giftCode=bo-count" });
    await shopper.call("cart/add", { sku });
    expect((await shopper.call("order/create", checkoutBody())).status).toBe(200);

    // The one piece went with that order: the campaign still runs, but gives nothing now.
    expect(await listed(owner, "BO-COUNT")).toMatchObject({ orders: 1, state: "running", product: { title: "Counted gift", problem: "soldOut" } });
    await env.DB.prepare("UPDATE products SET active = 0 WHERE spu_code = 'SPU-bocount'").run();
    expect((await listed(owner, "BO-COUNT"))?.product.problem).toBe("inactive");
    await env.KV.put("free-gift:BO-GONE", JSON.stringify({ spuCode: "SPU-gone", from: utcDay(Date.now() + 2 * DAY) }));
    expect(await listed(owner, "BO-GONE")).toMatchObject({ state: "scheduled", product: { problem: "missing" } });
    expect((await owner.api<any>("admin/gift/end", { code: "BO-GONE" })).status).toBe(409);
    await env.KV.put("free-gift:BO-JUNK", "{not json");
    expect((await listed(owner, "BO-JUNK"))?.state).toBe("invalid");
    expect((await owner.api("admin/gift/delete", { code: "BO-JUNK" })).status).toBe(200);
  });

  it("ends a campaign that started today without making it unreadable", async () => {
    await addProduct({ code: "botoday", priceCents: 2000 });
    const owner = await staffBrowser("owner");
    await owner.api("admin/gift/create", { code: "BO-TODAY", spuCode: "SPU-botoday", from: today() });
    expect((await owner.api("admin/gift/end", { code: "BO-TODAY" })).status).toBe(200);
    expect(await listed(owner, "BO-TODAY")).toMatchObject({ state: "ended", from: utcDay(Date.now() - DAY), until: utcDay(Date.now() - DAY) });
  });

  it("follows KV's list cursor past its first page", async () => {
    const pages: Record<string, { keys: { name: string }[]; list_complete: boolean; cursor?: string }> = {
      start: { keys: [{ name: "free-gift:A" }], list_complete: false, cursor: "next" },
      next: { keys: [{ name: "free-gift:B" }], list_complete: true },
    };
    const kv = {
      list: async ({ cursor }: { cursor?: string }) => pages[cursor ?? "start"],
      get: async () => JSON.stringify({ spuCode: "SPU-none" }),
    } as unknown as KVNamespace;
    const listing = await listGiftCampaigns({ DB: env.DB, KV: kv }, 1);
    expect(listing.items.map((c) => c.code)).toEqual(["A", "B"]);
    expect(listing.total).toBe(2);
  });
});
