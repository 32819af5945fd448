import { describe, expect, it } from "vitest";
import { writesData } from "./sql-kind";

describe("writesData", () => {
  it("reads are reads", () => {
    expect(writesData("SELECT 1")).toBe(false);
    expect(writesData("  select * from products where id = ?")).toBe(false);
    expect(writesData("WITH x AS (SELECT 1) SELECT * FROM x")).toBe(false);
    expect(writesData("SELECT replace(name, '-', ' '), updated_at, created_at FROM t")).toBe(false);
  });

  it("anything that changes data, or is not plainly a read, is a write", () => {
    expect(writesData("INSERT INTO carts (id) VALUES (?)")).toBe(true);
    expect(writesData("UPDATE skus SET stock = stock - 1")).toBe(true);
    expect(writesData("DELETE FROM customer_sessions WHERE id = ?")).toBe(true);
    expect(writesData("WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x")).toBe(true);
    expect(writesData("REPLACE INTO kv VALUES (1)")).toBe(true);
    expect(writesData("PRAGMA foreign_keys = ON")).toBe(true);
    expect(writesData("")).toBe(true);
  });
});
