import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatMoney } from "~/shared/money";
import type { Translate } from "../translator";
import type { DocumentBody } from "./invoice-body";

/**
 * An invoice or credit note as a PDF (pdf-lib: pure JavaScript, runs in workerd), drawn from
 * the document's frozen body in the store's language. The standard Helvetica has no embedded
 * font file to ship; it covers Western European text (WinAnsi), and any other letter is shown
 * without its accent or as "?" rather than failing the document.
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 9;
const GREY = rgb(0.35, 0.35, 0.35);

/** Text the standard font can encode. */
function printable(font: PDFFont, text: string): string {
  let out = "";
  for (const char of text) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      const plain = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += plain && plain !== char ? printable(font, plain) : "?";
    }
  }
  return out;
}

/** Writes lines top-down, starting a new page when one is full (a long order). */
class Writer {
  y = A4[1] - MARGIN;
  page: PDFPage;
  constructor(
    readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
  }

  text(text: string, x: number, options: { bold?: boolean; size?: number; right?: boolean; grey?: boolean } = {}) {
    const font = options.bold ? this.bold : this.font;
    const size = options.size ?? SIZE;
    const value = printable(font, text);
    const at = options.right ? x - font.widthOfTextAtSize(value, size) : x;
    this.page.drawText(value, { x: at, y: this.y, size, font, color: options.grey ? GREY : rgb(0, 0, 0) });
  }

  line(text: string, options: Parameters<Writer["text"]>[2] = {}) {
    this.text(text, MARGIN, options);
    this.down((options.size ?? SIZE) + 4);
  }

  down(by: number) {
    this.y -= by;
    if (this.y < MARGIN) {
      this.page = this.pdf.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 8 }, end: { x: A4[0] - MARGIN, y: this.y + 8 }, thickness: 0.5, color: GREY });
  }
}

/** The sentence that says which VAT the document carries, or why none. */
function vatStatement(body: DocumentBody, t: Translate): string {
  const rate = `${body.vat.rateBp / 100} %`;
  if (body.vat.scheme === "IOSS") return t("account.invoice.ioss", { country: body.vat.country, rate, number: body.seller.iossNumber });
  if (body.vat.scheme === "UK_VAT") return t("account.invoice.ukVat", { rate, number: body.seller.ukVatNumber });
  return t(`account.invoice.notCollected.${body.vat.reason ?? "importRules"}`);
}

const COLUMNS = { qty: 330, net: 400, vat: 470, gross: A4[0] - MARGIN };

export async function renderDocumentPdf(body: DocumentBody, t: Translate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = body.kind === "invoice" ? t("account.invoice.title") : t("account.invoice.creditTitle");
  pdf.setTitle(`${title} ${body.number}`);
  pdf.setAuthor(body.seller.name);
  pdf.setLanguage(body.language);
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  const money = (minor: number) => formatMoney(minor / 100, body.currency);
  const date = (at: number) => new Intl.DateTimeFormat(body.language, { dateStyle: "long", timeZone: "UTC" }).format(at);

  w.line(body.seller.name, { bold: true, size: 12 });
  for (const part of body.seller.address) w.line(part, { grey: true });
  w.line(t("account.invoice.vatId", { id: body.seller.vatId }), { grey: true });
  w.line(body.seller.email, { grey: true });
  w.down(16);
  w.line(`${title} ${body.number}`, { bold: true, size: 16 });
  w.down(4);
  w.line(t("account.invoice.date", { date: date(body.issuedAt) }));
  w.line(t("account.invoice.order", { number: body.orderNumber, date: date(body.orderDate) }));
  if (body.corrects) w.line(t("account.invoice.corrects", { number: body.corrects }));
  w.down(10);
  w.line(t("account.invoice.buyer"), { bold: true });
  for (const part of [body.buyer.name, ...body.buyer.address, body.buyer.email]) w.line(part);
  w.down(14);

  w.text(t("account.invoice.item"), MARGIN, { bold: true });
  w.text(t("account.invoice.quantity"), COLUMNS.qty, { bold: true, right: true });
  w.text(t("account.invoice.net"), COLUMNS.net, { bold: true, right: true });
  w.text(t("account.invoice.vat"), COLUMNS.vat, { bold: true, right: true });
  w.text(t("account.invoice.gross"), COLUMNS.gross, { bold: true, right: true });
  w.down(14);
  for (const line of body.lines) {
    w.text(line.title.length > 55 ? `${line.title.slice(0, 54)}…` : line.title, MARGIN);
    w.text(String(line.quantity), COLUMNS.qty, { right: true });
    w.text(money(line.net), COLUMNS.net, { right: true });
    w.text(money(line.vat), COLUMNS.vat, { right: true });
    w.text(money(line.gross), COLUMNS.gross, { right: true });
    w.down(13);
  }
  w.rule();
  w.down(6);
  for (const rate of body.byRate) {
    w.text(t("account.invoice.rate", { rate: `${rate.rateBp / 100} %` }), MARGIN);
    w.text(money(rate.net), COLUMNS.net, { right: true });
    w.text(money(rate.vat), COLUMNS.vat, { right: true });
    w.text(money(rate.gross), COLUMNS.gross, { right: true });
    w.down(13);
  }
  w.text(t("account.invoice.total"), MARGIN, { bold: true });
  w.text(money(body.total.net), COLUMNS.net, { bold: true, right: true });
  w.text(money(body.total.vat), COLUMNS.vat, { bold: true, right: true });
  w.text(money(body.total.gross), COLUMNS.gross, { bold: true, right: true });
  w.down(24);
  w.line(vatStatement(body, t));
  return pdf.save();
}
