import type { CurrencyCode } from "~/shared/money";
import { SELLERS, type SellerDetails } from "~/shared/store-sellers";
import { STORES, type StoreKey } from "~/shared/stores";
import type { Locale } from "~/shared/i18n-config";
import type { OrderRow } from "../orders/orders-store";
import { SHIPPING_POSITION } from "./order-vat";
import type { Row } from "../../db/schema.generated";

/**
 * What an invoice or credit note says, frozen when it is issued (docs/decisions/1321-invoices.md):
 * the PDF is drawn from this, so a later change of the store's details or the order never
 * rewrites a document already issued. Amounts are the order's minor units.
 */
export interface DocumentLine {
  title: string;
  quantity: number;
  net: number;
  vat: number;
  gross: number;
}

export interface DocumentBody {
  kind: "invoice" | "credit";
  number: string;
  /** A credit note names the invoice it corrects. */
  corrects: string | null;
  issuedAt: number;
  language: Locale;
  currency: CurrencyCode;
  seller: SellerDetails;
  buyer: { name: string; address: string[]; email: string };
  orderNumber: string;
  orderDate: number;
  vat: { status: "collected" | "notCollected"; scheme: string | null; reason: string | null; country: string; rateBp: number };
  lines: DocumentLine[];
  /** Net, VAT and gross per rate (one rate per order; a second for amounts outside VAT). */
  byRate: { rateBp: number; net: number; vat: number; gross: number }[];
  total: { net: number; vat: number; gross: number };
}

export type OrderVatRow = Pick<Row<"order_vat">, "status" | "scheme" | "reason" | "country" | "rate_bp">;

/** A VAT line with its order line's title and quantity (none for the lines outside the order's goods). */
type VatLineRow = Omit<Row<"order_vat_lines">, "order_id"> & { title: string | null; quantity: number | null };

function buyerOf(order: OrderRow): DocumentBody["buyer"] {
  const a = JSON.parse(order.billing_address) as Record<string, string | undefined>;
  const name = [a.firstName, a.lastName].filter(Boolean).join(" ");
  const address = [a.address1, a.address2, [a.postcode, a.city].filter(Boolean).join(" "), a.state, a.country].filter((x): x is string => Boolean(x));
  return { name, address, email: order.email };
}

/** Sums lines by rate: the order's rate, and the amounts outside VAT (tariff insurance) at 0. */
export function byRate(lines: DocumentLine[], rateBp: number): DocumentBody["byRate"] {
  const rates = new Map<number, { rateBp: number; net: number; vat: number; gross: number }>();
  for (const line of lines) {
    const rate = line.vat > 0 ? rateBp : 0;
    const sum = rates.get(rate) ?? { rateBp: rate, net: 0, vat: 0, gross: 0 };
    sum.net += line.net;
    sum.vat += line.vat;
    sum.gross += line.gross;
    rates.set(rate, sum);
  }
  return [...rates.values()].sort((a, b) => b.rateBp - a.rateBp);
}

export const totalOf = (lines: DocumentLine[]) => ({
  net: lines.reduce((a, l) => a + l.net, 0),
  vat: lines.reduce((a, l) => a + l.vat, 0),
  gross: lines.reduce((a, l) => a + l.gross, 0),
});

/** The VAT record of an order; an order from before VAT was recorded reads as nothing collected. */
export async function orderVat(db: D1Database, order: OrderRow): Promise<OrderVatRow> {
  const row = await db
    .prepare("SELECT status, scheme, reason, country, rate_bp FROM order_vat WHERE order_id = ?")
    .bind(order.id)
    .first<OrderVatRow>();
  return row ?? { status: "notCollected", scheme: null, reason: "importRules", country: order.ship_country, rate_bp: 0 };
}

/** The invoice's lines: every order line and shipping with their VAT, and tariff insurance outside VAT. */
async function invoiceLines(db: D1Database, order: OrderRow, t: (key: string) => string): Promise<DocumentLine[]> {
  const { results } = await db
    .prepare(
      `SELECT v.position, l.title, l.quantity, v.net_minor, v.vat_minor, v.gross_minor
         FROM order_vat_lines v LEFT JOIN order_lines l ON l.order_id = v.order_id AND l.position = v.position
        WHERE v.order_id = ? ORDER BY v.position = ${SHIPPING_POSITION}, v.position`,
    )
    .bind(order.id)
    .all<VatLineRow>();
  const lines: DocumentLine[] = results.length
    ? results.map((r) => ({
        title: r.position === SHIPPING_POSITION ? t("account.invoice.shipping") : (r.title ?? ""),
        quantity: r.position === SHIPPING_POSITION ? 1 : (r.quantity ?? 1),
        net: r.net_minor,
        vat: r.vat_minor,
        gross: r.gross_minor,
      }))
    : [{ title: t("account.invoice.goods"), quantity: 1, net: order.total_minor, vat: 0, gross: order.total_minor }];
  const insurance = order.tariff_insurance_minor ?? 0;
  if (insurance > 0 && results.length)
    lines.push({ title: t("account.invoice.tariffInsurance"), quantity: 1, net: insurance, vat: 0, gross: insurance });
  return lines;
}

/** The store of an order; an order of a store that no longer exists reads as the us store's. */
export const storeOf = (order: Pick<OrderRow, "store">): StoreKey => (Object.hasOwn(STORES, order.store) ? (order.store as StoreKey) : "us");

export async function invoiceBody(
  db: D1Database,
  order: OrderRow,
  t: (key: string) => string,
  now: number,
): Promise<Omit<DocumentBody, "number" | "corrects" | "kind">> {
  const store = storeOf(order);
  const vat = await orderVat(db, order);
  const lines = await invoiceLines(db, order, t);
  return {
    issuedAt: now,
    language: STORES[store].language,
    currency: order.currency,
    seller: SELLERS[store],
    buyer: buyerOf(order),
    orderNumber: order.order_number,
    orderDate: order.paid_at ?? order.created_at,
    vat: { status: vat.status, scheme: vat.scheme, reason: vat.reason, country: vat.country, rateBp: vat.rate_bp },
    lines,
    byRate: byRate(lines, vat.rate_bp),
    total: totalOf(lines),
  };
}
