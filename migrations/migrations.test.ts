import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

/**
 * The rules of docs/decisions/1100-deploy-and-operate.md: files are applied in name order, as
 * `wrangler d1 migrations create` numbers them; a released migration is never edited (a fix is
 * a new migration), so a fresh database and one that took every release in turn are the same.
 */
const DIR = "migrations";
const files = readdirSync(DIR).filter((file) => file.endsWith(".sql")).sort();
const sql = (file: string) => readFileSync(`${DIR}/${file}`, "utf8");

/** Tables, indexes, triggers and views, with their SQL, as a database ends up. */
function schemaOf(db: DatabaseSync) {
  return db
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name <> 'd1_migrations' ORDER BY type, name")
    .all()
    .map((row) => ({ type: String(row.type), name: String(row.name), table: String(row.tbl_name), sql: String(row.sql ?? "").replace(/\s+/g, " ") }));
}

describe("D1 migrations", () => {
  it("are numbered as wrangler d1 migrations create does: NNNN_name.sql, each number once, in order", () => {
    expect(files.length).toBeGreaterThan(0);
    const numbers = files.map((file) => {
      expect(file).toMatch(/^\d{4}_[a-z0-9_]+\.sql$/);
      return Number(file.slice(0, 4));
    });
    expect(new Set(numbers).size, "two migrations share a number").toBe(numbers.length);
    expect(readdirSync(DIR).filter((file) => !/\.(sql|sha256|test\.ts)$/.test(file))).toEqual([]);
  });

  it("never edits a released migration (migrations/released.sha256 pins each one)", () => {
    const released = readFileSync(`${DIR}/released.sha256`, "utf8").trim().split("\n").map((line) => line.split(/\s+/));
    expect(released.length).toBeGreaterThan(0);
    for (const [hash, file] of released) {
      expect(files, `released ${file} is gone`).toContain(file);
      expect(createHash("sha256").update(readFileSync(`${DIR}/${file}`)).digest("hex"), `${file} was edited after its release`).toBe(hash);
    }
    // Released ones come first: a new migration never slips in before one already applied.
    const names = released.map(([, file]) => file);
    expect(files.slice(0, names.length)).toEqual(names);
  });

  it("gives a fresh database and one migrated release by release the same schema", () => {
    const fresh = new DatabaseSync(":memory:");
    fresh.exec(files.map(sql).join("\n;\n"));

    // As `wrangler d1 migrations apply` does on a live database: one migration at a time,
    // each in its own transaction, recorded in d1_migrations.
    const stepwise = new DatabaseSync(":memory:");
    stepwise.exec("CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)");
    for (const file of files) {
      stepwise.exec("BEGIN");
      stepwise.exec(sql(file));
      stepwise.prepare("INSERT INTO d1_migrations (name) VALUES (?)").run(file);
      stepwise.exec("COMMIT");
      expect(stepwise.prepare("PRAGMA foreign_key_check").all(), `${file} leaves broken references`).toEqual([]);
    }
    expect(schemaOf(stepwise)).toEqual(schemaOf(fresh));
    expect(schemaOf(fresh).filter((row) => row.type === "table").length).toBeGreaterThan(20);
    expect(stepwise.prepare("SELECT count(*) AS n FROM d1_migrations").get()?.n).toBe(files.length);
  });
});
