import { describe, expect, it, vi } from "vitest";
import { auditListBody, paymentMismatchListBody, redirectListBody, ticketListBody, ticketNumberBody } from "~/shared/schemas/admin";
import { listQuery, recordQuery } from "./admin-list-query.server";

const audit = (search: string) => listQuery(auditListBody, ["subjectType", "subjectId"], new URLSearchParams(search));

describe("a back-office list's filter from the URL", () => {
  it("reads no filter as the first page of everything", () => {
    expect(audit("")).toEqual({ filter: { subjectType: "", subjectId: "" }, body: { page: 1 } });
    expect(listQuery(paymentMismatchListBody, [], new URLSearchParams(""))).toEqual({ filter: {}, body: { page: 1 } });
  });

  it("reads the fields and the page", () => {
    expect(audit("subjectType=order&subjectId=US251118000042&page=3")).toEqual({
      filter: { subjectType: "order", subjectId: "US251118000042" },
      body: { subjectType: "order", subjectId: "US251118000042", page: 3 },
    });
  });

  it("refuses an unknown choice, a page that is no page and an overlong field, naming the field", () => {
    expect(audit("subjectType=invoice").error).toMatch(/^subjectType: /);
    expect(audit("page=0").error).toMatch(/^page: /);
    expect(audit("page=two").error).toMatch(/^page: /);
    expect(audit(`subjectId=${"x".repeat(81)}`).error).toMatch(/^subjectId: /);
  });

  it("reads only the names it is given, whatever else the URL carries", () => {
    // listAudit would filter by staffEmail too; the screen's URL may not.
    const read = audit("__proto__=x&constructor=y&staffEmail=owner@heliora.example&subjectId=C1");
    expect(read.body).toEqual({ subjectId: "C1", page: 1 });
    expect(Object.getPrototypeOf(read.filter)).toBe(Object.prototype);
  });

  it("reads the pager's cursor, and leaves out one that is none (the page is then read by its number)", () => {
    const cursor = (text: string) => audit(`page=3&cursor=${encodeURIComponent(text)}`);
    expect(cursor('{"page":2,"key":[1732000000000,42]}').body).toEqual({ page: 3, cursor: { page: 2, key: [1732000000000, 42] } });
    for (const text of [
      "garbage",
      "[1,2]",
      '{"page":2}',
      '{"page":2,"key":[{"a":1}]}',
      '{"page":2,"key":[1],"__proto__":{"x":1}}',
      '{"page":0,"key":[1]}',
    ])
      expect(cursor(text).body, text).toEqual({ page: 3 });
    // A list whose API takes no cursor (the redirects' own pages) is not given one.
    expect(listQuery(redirectListBody, [], new URLSearchParams('page=2&cursor={"page":1,"key":[1]}'))).toEqual({ filter: {}, body: { page: 2 } });
  });
});

describe("a list's filter the API spells otherwise, and one record from the URL", () => {
  it("hands the API the fields `toBody` makes of the filter", () => {
    const read = listQuery(ticketListBody, ["status"], new URLSearchParams("status=all&page=2"), ({ status }) =>
      status === "all" ? {} : { status },
    );
    expect(read).toEqual({ filter: { status: "all" }, body: { page: 2 } });
    expect(listQuery(ticketListBody, ["status"], new URLSearchParams("status=lost")).error).toMatch(/^status: /);
  });

  it("reads the record, says it is missing, or names the refused field without reading", async () => {
    const read = vi.fn(async ({ ticketNumber }: { ticketNumber: string }) => (ticketNumber === "T1" ? { ticketNumber } : null));
    expect(await recordQuery(ticketNumberBody, { ticketNumber: "T1" }, read, "Unknown ticket.")).toEqual({
      record: { ticketNumber: "T1" },
      error: null,
    });
    expect(await recordQuery(ticketNumberBody, { ticketNumber: "T2" }, read, "Unknown ticket.")).toEqual({ record: null, error: "Unknown ticket." });
    read.mockClear();
    expect((await recordQuery(ticketNumberBody, { ticketNumber: "x".repeat(41) }, read, "Unknown ticket.")).error).toMatch(/^ticketNumber: /);
    expect(read).not.toHaveBeenCalled();
  });
});
