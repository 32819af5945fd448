import { describe, expect, it } from "vitest";
import { auditListBody, paymentMismatchListBody } from "~/shared/schemas/admin";
import { listQuery } from "./admin-list-query.server";

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
});
