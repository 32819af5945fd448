import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findOrderByNumber } from "../../services/orders/orders-store";
import { refundOrder } from "../../services/payments/refunds";
import { ensureInvoice } from "../../services/tax/invoices";
import { lastMailTo, TestBrowser } from "../../test/account-client";
import { staffBrowser } from "../../test/admin-client";
import { pdfText } from "../../test/pdf-text";
import { storeOrder } from "../../test/vat-fixtures";

/** Invoices and credit notes (docs/decisions/1321-invoices.md): numbered without gaps, read back from the PDF's text. */
const pdfOf = async (response: Response) => {
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).join("\n");
};

const download = (browser: TestBrowser, body: Record<string, unknown>) =>
  browser.fetch("/api/order/invoice", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: browser.origin },
    body: JSON.stringify(body),
  });

const emailOf = async (orderNumber: string) => (await findOrderByNumber(env.DB, orderNumber))!.email;

describe("the invoice of a paid order", () => {
  it("is a PDF in the store's language with the seller, the net/VAT/gross per rate and the IOSS mention", async () => {
    const { browser, orderNumber } = await storeOrder("de", [10000], "FR");
    const text = await pdfOf(await download(browser, { orderNumber }));
    expect(text).toMatch(/Rechnung DE-\d{6}/);
    expect(text).toContain("Heliora Jewelry Ltd.");
    expect(text).toContain("USt-IdNr.: EU372000041");
    expect(text).toContain("Élise Durand");
    expect(text).toContain("MwSt. 20 %");
    // 92,00 € including 20 %: 76,67 € net and 15,33 € VAT.
    expect(text).toContain("76,67 €");
    expect(text).toContain("15,33 €");
    expect(text).toContain("92,00 €");
    expect(text).toMatch(/Import-One-Stop-Shop \(IOSS-Nummer IM3720000412\)/);
  });

  it("says why no VAT was charged above the ceiling, in French in the fr store", async () => {
    const { browser, orderNumber } = await storeOrder("fr", [30000], "FR");
    const text = await pdfOf(await download(browser, { orderNumber }));
    expect(text).toMatch(/Facture FR-\d{6}/);
    expect(text).toContain("Aucune TVA facturée : marchandises de plus de 150 EUR");
  });

  it("numbers each store's invoices in sequence without gaps, even when they are issued at the same time", async () => {
    const orders = await Promise.all([1, 2, 3, 4].map(() => storeOrder("uk", [5000], "GB")));
    const rows = await Promise.all(orders.map(async ({ orderNumber }) => findOrderByNumber(env.DB, orderNumber)));
    // Every order asks twice at once: one invoice each, numbers consecutive.
    const issued = await Promise.all(rows.flatMap((row) => [ensureInvoice(env, row!), ensureInvoice(env, row!)]));
    const numbers = [...new Set(issued.map((d) => d!.number))].map((n) => Number(n.slice(3))).sort((a, b) => a - b);
    expect(numbers).toHaveLength(4);
    expect(numbers[3] - numbers[0]).toBe(3);
    const { results } = await env.DB.prepare("SELECT seq FROM invoices WHERE series = 'uk:invoice' ORDER BY seq").all<{ seq: number }>();
    expect(results.map((r) => r.seq)).toEqual(results.map((_, i) => i + 1));
  });

  it("is given to a guest with the order's email (track order), and to no one else", async () => {
    const { orderNumber } = await storeOrder("de", [5000], "DE");
    const stranger = new TestBrowser("http://de.localhost");
    expect((await download(stranger, { orderNumber })).status).toBe(404);
    expect((await download(stranger, { orderNumber, contact: "someone@example.com" })).status).toBe(404);
    const text = await pdfOf(await download(stranger, { orderNumber, contact: await emailOf(orderNumber) }));
    expect(text).toContain(orderNumber);
    const bad = await download(stranger, { orderNumber, document: "../etc" });
    expect(bad.status).toBe(400);
  });

  it("does not exist for an unpaid order", async () => {
    const { browser, orderNumber } = await storeOrder("de", [5000], "DE", { pay: false });
    const answer = await download(browser, { orderNumber });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toBe(
      "Für diese Bestellung gibt es keine Rechnung. Eine Bestellung erhält ihre Rechnung, sobald sie bezahlt ist.",
    );
  });
});

describe("credit notes", () => {
  it("a refund issues a credit note that corrects the invoice and gives back its VAT", async () => {
    const { browser, orderNumber } = await storeOrder("us", [5000], "DE");
    expect(await refundOrder(env, orderNumber, "customer service")).toBe(true);
    const listed = await browser.api<{ documents: { number: string; kind: string }[] }>("order/documents", { orderNumber });
    const [invoice, credit] = listed.envelope.data.documents;
    expect(invoice.kind).toBe("invoice");
    expect(credit).toMatchObject({ kind: "credit", number: expect.stringMatching(/^US-CN-\d{6}$/) });
    const text = await pdfOf(await download(browser, { orderNumber, document: credit.number }));
    expect(text).toContain(`Credit note ${credit.number}`);
    expect(text).toContain(`Corrects invoice ${invoice.number}`);
    expect(text).toContain("$9.50");
    expect(text).toContain("$59.50");
  });
});

describe("staff", () => {
  it("download the invoice and send it again; the shipped email carries it", async () => {
    const { orderNumber } = await storeOrder("de", [5000], "DE");
    const owner = await staffBrowser("owner");
    const file = await owner.fetch("/api/admin/order/invoice", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: owner.origin },
      body: JSON.stringify({ orderNumber }),
    });
    expect(await pdfOf(file)).toMatch(/Rechnung DE-\d{6}/);
    const resent = await owner.api<{ sent: boolean }>("admin/order/invoiceResend", { orderNumber });
    expect(resent.status).toBe(200);
    const email = await emailOf(orderNumber);
    expect(await lastMailTo(email)).toMatch(/Content-Disposition: attachment; filename="DE-\d{6}\.pdf"/);
    await owner.api("admin/order/ship", { orderNumber, carrier: "DHL", trackingNumber: "JD014600006281234567" });
    const shipped = await lastMailTo(email);
    expect(shipped).toMatch(/Subject: /);
    expect(shipped).toMatch(/filename="DE-\d{6}\.pdf"/);
  });
});
