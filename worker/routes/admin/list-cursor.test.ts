import { describe, expect, it } from "vitest";
import type { OrderListItem, Paged } from "~/shared/admin-types";
import { paidOrder, postRaw, staffBrowser } from "../../test/admin-client";

const NOT_A_CURSOR = "Cursor is not a place in this list: open the list again.";

describe("a back-office list's cursor from the pager", () => {
  it("is answered with each page's start and taken back for the next page", async () => {
    const owner = await staffBrowser("owner");
    await paidOrder("us");
    const first = await owner.api<Paged<OrderListItem>>("admin/order/list", {});
    expect(first.status).toBe(200);
    const start = first.envelope.data.start;
    expect(start).toMatchObject({ page: 1, key: [expect.any(Number), expect.any(Number)] });
    const again = await owner.api<Paged<OrderListItem>>("admin/order/list", { page: 1, cursor: start });
    expect(again.status).toBe(200);
    expect(again.envelope.data.items).toEqual(first.envelope.data.items);
  });

  it("refuses a cursor of the wrong shape with a 400 that names it, never a 500, and no key reaches a prototype", async () => {
    const owner = await staffBrowser("owner");
    const refused = async (path: string, cursor: unknown) => {
      const answer = await owner.api<any>(path, { page: 2, cursor, ...(path.includes("customer") ? { q: "a" } : {}) });
      expect(answer.status, JSON.stringify(cursor)).toBe(400);
      expect(answer.envelope.message, JSON.stringify(cursor)).toMatch(/^cursor(\.\w+)*: /);
      return answer.envelope.message as string;
    };
    for (const cursor of [
      "1.2.3",
      [1, 2],
      { page: "2", key: [1, 2] },
      { page: 0, key: [1, 2] },
      { page: 1.5, key: [1, 2] },
      { page: 1, key: [] },
      { page: 1, key: [1, 2, 3, 4, 5] },
      { page: 1, key: [{ a: 1 }, 2] },
      { page: 1, key: [null, 2] },
      { page: 1, key: ["x".repeat(501), 2] },
    ])
      expect(await refused("admin/order/list", cursor)).toContain(NOT_A_CURSOR);
    expect(await refused("admin/order/list", { page: 1, key: [1, 2], extra: true })).toBe("cursor.extra: Unknown field.");
    await refused("admin/customer/list", { page: 1 });
    await refused("admin/audit/list", { key: [1] });

    const proto = await postRaw(owner, "order/list", '{"page": 2, "cursor": {"page": 1, "key": [1, 2], "__proto__": {"polluted": true}}}');
    expect(proto.status).toBe(400);
    expect(((await proto.json()) as any).message).toMatch(/^cursor/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reads by number a well-formed cursor of another list's key", async () => {
    const owner = await staffBrowser("owner");
    const byNumber = await owner.api<Paged<OrderListItem>>("admin/order/list", { page: 1 });
    const customers = await owner.api<Paged<OrderListItem>>("admin/order/list", { page: 1, cursor: { page: 1, key: ["someone@example.com"] } });
    expect(customers.status).toBe(200);
    expect(customers.envelope.data.items).toEqual(byNumber.envelope.data.items);
  });

  it("on the screen: a cursor in the URL that is none is left out and the page read by its number", async () => {
    const owner = await staffBrowser("owner");
    for (const cursor of ["garbage", '{"page":1,"key":[{"x":1}]}', '{"__proto__":{"page":1}}', '{"page":1,"key":["a"]}'])
      expect((await owner.fetch(`/admin/orders?page=2&cursor=${encodeURIComponent(cursor)}`)).status, cursor).toBe(200);
  });
});
