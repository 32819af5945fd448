import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORES } from "~/shared/stores";
import { VatNote } from "../catalog/vat-note";
import { InvoiceLinks } from "./invoice-links";
import { renderInShell } from "./test-shell";

afterEach(() => vi.unstubAllGlobals());

/** The order's documents answered by order/documents, the PDF by order/invoice (or a refusal). */
function stubDocuments(invoiceStatus = 200) {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\//, "");
    posted.push({ path, body: JSON.parse(String(init?.body ?? "{}")) });
    if (path === "order/documents") {
      const documents = [
        { number: "DE-000041", kind: "invoice" },
        { number: "DE-CN-000007", kind: "credit" },
      ];
      return new Response(JSON.stringify({ code: 200, message: "", data: { documents } }));
    }
    return new Response("%PDF-1.7", { status: invoiceStatus, headers: { "Content-Type": "application/pdf" } });
  });
  const created = vi.fn(() => "blob:invoice");
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} }));
  return { posted, created };
}

describe("the order's invoices", () => {
  it("lists the invoice and credit notes and downloads the one asked for, with the track-order contact", async () => {
    const { posted, created } = stubDocuments();
    await renderInShell(<InvoiceLinks orderNumber="DE202611230001" contact="anna@example.com" />);
    const credit = await screen.findByRole("button", { name: "Credit note DE-CN-000007 (PDF)" });
    expect(screen.getByRole("button", { name: "Invoice DE-000041 (PDF)" })).toBeTruthy();
    await userEvent.setup().click(credit);
    expect(posted.at(-1)).toEqual({
      path: "order/invoice",
      body: { orderNumber: "DE202611230001", document: "DE-CN-000007", contact: "anna@example.com" },
    });
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when a download fails", async () => {
    stubDocuments(404);
    await renderInShell(<InvoiceLinks orderNumber="DE202611230001" />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Invoice DE-000041 (PDF)" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The invoice could not be downloaded. Please try again.");
  });
});

describe("the VAT note beside a price", () => {
  it("is shown in the stores whose prices include VAT, and not in the US store", async () => {
    const { unmount } = await renderInShell(<VatNote />, { store: STORES.de });
    expect(screen.getByTestId("vat-note").textContent).toBe("incl. VAT");
    unmount();
    await renderInShell(<VatNote />);
    expect(screen.queryByTestId("vat-note")).toBeNull();
  });
});
