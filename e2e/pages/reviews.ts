import { deflateSync } from "node:zlib";
import { expect, type Locator } from "@playwright/test";
import { localSql } from "./local-db";
import { withTestIds } from "./page-object";

/** The product page's reviews and questions, the write-a-review dialog, and the gallery. */
export class ReviewsArea extends withTestIds({ list: "review" }, { inside: "reviews" }) {
  /** The visible reviews section (the root the review list is found in). */
  readonly reviews = this.root;
  readonly dialog = this.page.getByRole("dialog");
  readonly questions = this.page.locator('[data-testid="questions"]:visible');

  async openWriteDialog() {
    await this.reviews.getByTestId("write-review").click();
    await expect(this.dialog).toBeVisible();
  }

  async fillReview(values: { stars: number; nickname: string; text: string; email: string }) {
    await this.dialog.locator(`input[type=radio][value="${values.stars}"]`).check({ force: true });
    await this.dialog.getByLabel(/pseudo|nickname/i).fill(values.nickname);
    await this.dialog.getByRole("textbox", { name: /avis|review/i }).fill(values.text);
    await this.dialog.getByRole("textbox", { name: /e-mail|email/i }).fill(values.email);
  }

  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.dialog.locator("input[type=file]").setInputFiles(files);
    await expect(this.dialog.locator('[data-status="filled"]')).toHaveCount(files.length);
  }

  review(text: string): Locator {
    return this.list.filter({ hasText: text });
  }
}

/** A product the store sells: its page path and code. */
export function productOfStore(store: string, offset = 0): { path: string; code: string } {
  const [row] = localSql(
    `SELECT p.slug, p.product_code FROM products p JOIN store_products sp ON sp.product_id = p.id AND sp.store = '${store}'
     WHERE p.active = 1 ORDER BY p.id LIMIT 1 OFFSET ${Math.trunc(offset)}`,
  ) as { slug: string; product_code: string }[];
  return { path: `/product-${row.slug}-${row.product_code}.html`, code: row.product_code };
}

/** An earlier paid order of `email` for the product (what checkout and payment leave behind). */
export function boughtEarlier(email: string, productCode: string) {
  const number = `E2E${Date.now().toString(36).toUpperCase()}`;
  localSql(
    `INSERT INTO orders (order_number, idempotency_key, store, language, owner, email, phone, status, order_type, shipping_method,
       payment_method, currency, rate, subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents, total_cents,
       subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor, ship_country, shipping_address, billing_address,
       created_at, updated_at, paid_at)
     VALUES ('${number}', '${number}', 'fr', 'fr', 'u:e2e', '${email}', '+33100000000', 'shipped', 'normal', 'standard', 'card', 'EUR', 1,
       1000, 0, 0, 0, 1000, 1000, 0, 0, 0, 1000, 'FR', '{}', '{}', ${Date.now()}, ${Date.now()}, ${Date.now()});
     INSERT INTO order_lines (order_id, position, kind, product_code, title, quantity, unit_cents, base_cents, unit_minor, line_minor)
     VALUES ((SELECT id FROM orders WHERE order_number = '${number}'), 0, 'product', '${productCode}', 'E2E', 1, 1000, 1000, 1000, 1000);
     INSERT INTO payments (id, order_id, provider, method, currency, amount_minor, status, provider_reference, created_at, settled_at)
     VALUES ('${number}', (SELECT id FROM orders WHERE order_number = '${number}'), 'sandbox', 'card', 'EUR', 1000, 'succeeded', 'SBX-${number}',
       ${Date.now()}, ${Date.now()});
     INSERT INTO sandbox_transactions (payment_id, outcome, decided_at) VALUES ('${number}', 'success', ${Date.now()});`,
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of one colour (so the browser can show it), as a shopper's photo. */
export function photo(name: string, rgb: [number, number, number], size = 48) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return { name, mimeType: "image/png", buffer };
}
