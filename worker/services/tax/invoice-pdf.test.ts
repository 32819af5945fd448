import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { SELLERS } from "~/shared/store-sellers";
import { pdfText } from "../../test/pdf-text";
import { translatorFor } from "../translator";
import type { DocumentBody } from "./invoice-body";
import { renderDocumentPdf } from "./invoice-pdf";

/** The PDF of a document: every line on some page, any name printable (docs/decisions/1321-invoices.md). */
function body(lines: number, buyer = "Anna Schmidt"): DocumentBody {
  const line = (i: number) => ({ title: `Ring ${i + 1}`, quantity: 1, net: 1000, vat: 190, gross: 1190 });
  return {
    kind: "invoice",
    number: "DE-000123",
    corrects: null,
    issuedAt: Date.UTC(2026, 10, 27),
    language: "de",
    currency: "EUR",
    seller: SELLERS.de,
    buyer: { name: buyer, address: ["Hauptstraße 5", "10115 Berlin", "DE"], email: "anna@example.com" },
    orderNumber: "DE202611270001",
    orderDate: Date.UTC(2026, 10, 26),
    vat: { status: "collected", scheme: "IOSS", reason: null, country: "DE", rateBp: 1900 },
    lines: Array.from({ length: lines }, (_, i) => line(i)),
    byRate: [{ rateBp: 1900, net: 1000 * lines, vat: 190 * lines, gross: 1190 * lines }],
    total: { net: 1000 * lines, vat: 190 * lines, gross: 1190 * lines },
  };
}

const pages = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

describe("renderDocumentPdf", () => {
  it("writes the date in the store's language and every line of a long order, on as many pages as it takes", async () => {
    const pdf = await renderDocumentPdf(body(80), await translatorFor("de"));
    const text = await pdfText(pdf);
    expect(text).toContain("Rechnungsdatum: 27. November 2026");
    expect(text).toContain("Ring 80");
    expect(text).toContain("952,00 €");
    expect(await pages(pdf)).toBeGreaterThan(1);
  });

  it("prints a name the standard font lacks without its accents, or as question marks, rather than failing", async () => {
    const text = await pdfText(await renderDocumentPdf(body(1, "Ærøskøbing Dvořák Ζωή"), await translatorFor("de")));
    expect(text).toContain("Ærøskøbing Dvorák ???");
  });
});
