import type { VatOutcome } from "~/shared/vat";
import type { Totals } from "../checkout/pricing";
import { toMinor } from "../checkout/pricing";

/**
 * What an order keeps of its VAT (docs/decisions/1320-vat-at-checkout.md): the outcome with its
 * scheme, rate and totals, and net, VAT and gross for every line and for shipping. The VAT (or
 * the home VAT taken off a price that included it) is spread over the taxable parts in
 * proportion, in minor units, the remainder on the largest part, so the parts add up to the
 * order's figures exactly.
 */
interface VatPart {
  /** order_lines.position, or -1 for shipping. */
  position: number;
  net: number;
  vat: number;
  gross: number;
}

export const SHIPPING_POSITION = -1;

/** Splits `amount` over `weights` in proportion; the parts add up to `amount`. */
export function spread(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / sum));
  const left = amount - parts.reduce((a, b) => a + b, 0);
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest] += left;
  return parts;
}

/** Each line's taxable amount as shown (minor units): line, plan, less its share of the coupon. */
function shownParts(totals: Totals, eligible: boolean[]): number[] {
  const lineMinor = totals.lines.map((l) => toMinor(l.lineTotal));
  const eligibleMinor = lineMinor.map((m, i) => (eligible[i] ? m : 0));
  const coupon = spread(toMinor(totals.discount), eligibleMinor);
  return totals.lines.map((l, i) => lineMinor[i] + toMinor(l.jewelSafe) - coupon[i]);
}

export function vatParts(totals: Totals, eligible: boolean[]): VatPart[] {
  const vat = totals.vat;
  if (!vat) return [];
  const shown = [...shownParts(totals, eligible), toMinor(totals.shipping ?? 0)];
  const positions = [...totals.lines.map((_, i) => i), SHIPPING_POSITION];
  const vatMinor = spread(toMinor(vat.vat), shown);
  const removed = spread(toMinor(Math.max(0, -vat.adjust)), shown);
  return shown
    .map((amount, i) => {
      if (vat.status === "collected") {
        const net = vat.pricesIncludeVat ? amount - vatMinor[i] : amount;
        return { position: positions[i], net, vat: vatMinor[i], gross: net + vatMinor[i] };
      }
      const net = amount - removed[i];
      return { position: positions[i], net, vat: 0, gross: net };
    })
    .filter((part) => part.position !== SHIPPING_POSITION || part.gross !== 0);
}

/** The order's VAT rows, for the order's own batch (`orderId` is the SQL that finds the order by ?1). */
export function orderVatStatements(
  db: D1Database,
  orderNumber: string,
  orderId: string,
  country: string,
  totals: Totals,
  usd: Totals,
  eligible: boolean[],
): D1PreparedStatement[] {
  const vat: VatOutcome | null = totals.vat;
  if (!vat) return [];
  const parts = vatParts(totals, eligible);
  const sum = (key: "net" | "vat" | "gross") => parts.reduce((a, p) => a + p[key], 0);
  return [
    db
      .prepare(
        `INSERT INTO order_vat (order_id, status, scheme, reason, country, rate_bp, prices_include_vat,
           shown_minor, net_minor, vat_minor, gross_minor, vat_cents)
         VALUES (${orderId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
      )
      .bind(
        orderNumber,
        vat.status,
        vat.scheme,
        vat.reason,
        country.toUpperCase(),
        vat.rateBp,
        vat.pricesIncludeVat ? 1 : 0,
        toMinor(vat.shown),
        sum("net"),
        sum("vat"),
        sum("gross"),
        toMinor(usd.vat?.vat ?? 0),
      ),
    ...parts.map((p) =>
      db
        .prepare(`INSERT INTO order_vat_lines (order_id, position, net_minor, vat_minor, gross_minor) VALUES (${orderId}, ?2, ?3, ?4, ?5)`)
        .bind(orderNumber, p.position, p.net, p.vat, p.gross),
    ),
  ];
}

/**
 * What the shopper paid for amounts counted as shown (a return's goods): the VAT added to net
 * prices comes back with them, and a home VAT taken off the price is not refunded a second time.
 * An order keeps one rate, so the order's own ratio is exact to the cent.
 */
export async function paidForShown(db: D1Database, orderId: number, shownMinor: number): Promise<number> {
  const row = await db
    .prepare("SELECT shown_minor, gross_minor FROM order_vat WHERE order_id = ?")
    .bind(orderId)
    .first<{ shown_minor: number; gross_minor: number }>();
  if (!row || row.shown_minor <= 0 || row.shown_minor === row.gross_minor) return shownMinor;
  return Math.round((shownMinor * row.gross_minor) / row.shown_minor);
}
