import { API_CODE } from "~/shared/api-envelope";
import { LIMITS } from "~/shared/account-rules";
import type { SavedAddress } from "~/shared/account-types";
import { normalizeAddress, type Address } from "~/shared/schemas/address";
import type { Row as TableRow } from "../../db/schema.generated";
import { Refusal } from "../refusal";

export type { SavedAddress };

type Row = Omit<TableRow<"customer_addresses">, "customer_id" | "created_at" | "updated_at">;

const fromRow = (r: Row): SavedAddress => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  address1: r.address1,
  address2: r.address2,
  country: r.country,
  state: r.state,
  city: r.city,
  postcode: r.postcode,
  phone: r.phone,
  certificateType: r.certificate_type as Address["certificateType"],
  certificateNumber: r.certificate_number,
  cpf: r.cpf,
  idNumber: r.id_number,
  isDefault: r.is_default === 1,
});

const values = (a: Address) => [
  a.email,
  a.firstName,
  a.lastName,
  a.address1,
  a.address2,
  a.country,
  a.state,
  a.city,
  a.postcode,
  a.phone,
  a.certificateType,
  a.certificateNumber,
  a.cpf,
  a.idNumber,
];

/** The default address first, then the most recently changed. */
export async function listAddresses(db: D1Database, customerId: number): Promise<SavedAddress[]> {
  const { results } = await db
    .prepare("SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY is_default DESC, updated_at DESC, id DESC")
    .bind(customerId)
    .all<Row>();
  return results.map(fromRow);
}

async function getAddress(db: D1Database, customerId: number, id: number): Promise<SavedAddress | null> {
  const row = await db.prepare("SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?").bind(id, customerId).first<Row>();
  return row ? fromRow(row) : null;
}

const notFound = () => new Refusal(API_CODE.notFound, "account.address.notFound");

/**
 * Adds (no id) or updates (id of one of the customer's addresses) an address. The first
 * address becomes the default; `makeDefault` moves the default to this one. Refuses an id that
 * is not the customer's (404) and an address past the book's limit (409).
 */
export async function saveAddress(
  db: D1Database,
  customerId: number,
  input: { id?: number; address: Address; makeDefault?: boolean },
  now = Date.now(),
): Promise<SavedAddress> {
  const address = normalizeAddress(input.address);
  let id = input.id;
  if (id !== undefined) {
    const updated = await db
      .prepare(
        `UPDATE customer_addresses SET email = ?, first_name = ?, last_name = ?, address1 = ?, address2 = ?, country = ?,
           state = ?, city = ?, postcode = ?, phone = ?, certificate_type = ?, certificate_number = ?, cpf = ?,
           id_number = ?, updated_at = ?
         WHERE id = ? AND customer_id = ?`,
      )
      .bind(...values(address), now, id, customerId)
      .run();
    if (updated.meta.changes === 0) throw notFound();
  } else {
    // The count check and the insert are one statement, so two tabs cannot pass the limit together.
    const inserted = await db
      .prepare(
        `INSERT INTO customer_addresses (customer_id, email, first_name, last_name, address1, address2, country, state,
           city, postcode, phone, certificate_type, certificate_number, cpf, id_number, is_default, created_at, updated_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
           NOT EXISTS (SELECT 1 FROM customer_addresses WHERE customer_id = ?), ?, ?
         WHERE (SELECT count(*) FROM customer_addresses WHERE customer_id = ?) < ?
         RETURNING id`,
      )
      .bind(customerId, ...values(address), customerId, now, now, customerId, LIMITS.addresses)
      .first<{ id: number }>();
    if (!inserted) throw new Refusal(API_CODE.conflict, "account.address.full");
    id = inserted.id;
  }
  if (input.makeDefault) await setDefaultAddress(db, customerId, id);
  const saved = await getAddress(db, customerId, id);
  if (!saved) throw notFound();
  return saved;
}

export async function setDefaultAddress(db: D1Database, customerId: number, id: number): Promise<boolean> {
  if (!(await getAddress(db, customerId, id))) return false;
  await db.batch([
    db.prepare("UPDATE customer_addresses SET is_default = 0 WHERE customer_id = ? AND is_default = 1 AND id <> ?").bind(customerId, id),
    db.prepare("UPDATE customer_addresses SET is_default = 1 WHERE customer_id = ? AND id = ?").bind(customerId, id),
  ]);
  return true;
}

/** Deletes one of the customer's addresses; when it was the default, the newest left takes over. */
export async function deleteAddress(db: D1Database, customerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .prepare("DELETE FROM customer_addresses WHERE id = ? AND customer_id = ? RETURNING is_default AS wasDefault")
    .bind(id, customerId)
    .first<{ wasDefault: number }>();
  if (!deleted) return false;
  if (deleted.wasDefault === 1) {
    await db
      .prepare(
        `UPDATE customer_addresses SET is_default = 1 WHERE id =
           (SELECT id FROM customer_addresses WHERE customer_id = ? ORDER BY updated_at DESC, id DESC LIMIT 1)`,
      )
      .bind(customerId)
      .run();
  }
  return true;
}
