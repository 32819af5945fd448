import type { PasswordHash } from "../account/password";
import type { Row as TableRow } from "../../db/schema.generated";

export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  store: string;
  language: string;
  newsletter: boolean;
  createdAt: number;
}

export interface CustomerWithPassword extends Customer {
  password: PasswordHash;
}

type Row = Pick<
  TableRow<"customers">,
  | "id"
  | "email"
  | "first_name"
  | "last_name"
  | "store"
  | "language"
  | "newsletter"
  | "created_at"
  | "password_hash"
  | "password_salt"
  | "password_iterations"
>;

const COLUMNS = `id, email, first_name, last_name, store, language, newsletter, created_at,
  password_hash, password_salt, password_iterations`;

function fromRow(row: Row): CustomerWithPassword {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    store: row.store,
    language: row.language,
    newsletter: row.newsletter === 1,
    createdAt: row.created_at,
    password: { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations },
  };
}

/** The public part of a customer, without anything about the password. */
export function withoutPassword({ password: _password, ...customer }: CustomerWithPassword): Customer {
  return customer;
}

export async function findCustomerByEmail(db: D1Database, email: string): Promise<CustomerWithPassword | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM customers WHERE email = ?`).bind(email.trim()).first<Row>();
  return row ? fromRow(row) : null;
}

export async function findCustomerById(db: D1Database, id: number): Promise<CustomerWithPassword | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM customers WHERE id = ?`).bind(id).first<Row>();
  return row ? fromRow(row) : null;
}

export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  password: PasswordHash;
  store: string;
  language: string;
  newsletter: boolean;
}

/** Creates the account; null when the email already has one (the UNIQUE NOCASE index decides). */
export async function insertCustomer(db: D1Database, input: NewCustomer, now = Date.now()): Promise<Customer | null> {
  const row = await db
    .prepare(
      `INSERT INTO customers (email, first_name, last_name, password_hash, password_salt, password_iterations,
         store, language, newsletter, privacy_accepted_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO NOTHING
       RETURNING ${COLUMNS}`,
    )
    .bind(
      input.email.trim(),
      input.firstName,
      input.lastName,
      input.password.hash,
      input.password.salt,
      input.password.iterations,
      input.store,
      input.language,
      input.newsletter ? 1 : 0,
      now,
      now,
      now,
    )
    .first<Row>();
  return row ? withoutPassword(fromRow(row)) : null;
}

export async function updatePassword(db: D1Database, customerId: number, password: PasswordHash, now = Date.now()) {
  await db
    .prepare("UPDATE customers SET password_hash = ?, password_salt = ?, password_iterations = ?, updated_at = ? WHERE id = ?")
    .bind(password.hash, password.salt, password.iterations, now, customerId)
    .run();
}

/** The customer's name and newsletter choice, as they edit them; false when there is no such customer. */
export async function updateProfile(
  db: D1Database,
  customerId: number,
  profile: { firstName: string; lastName: string; newsletter: boolean },
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .prepare("UPDATE customers SET first_name = ?, last_name = ?, newsletter = ?, updated_at = ? WHERE id = ?")
    .bind(profile.firstName, profile.lastName, profile.newsletter ? 1 : 0, now, customerId)
    .run();
  return result.meta.changes === 1;
}
