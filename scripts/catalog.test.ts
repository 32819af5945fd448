import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateCsv } from "./bench/catalog-import.mjs";
import { parseCommand, readImages } from "./catalog.mjs";

describe("the catalogue CLI", () => {
  it("reads its options and refuses what it cannot do", () => {
    expect(parseCommand(["import", "a.csv", "--store", "uk", "--dry-run", "--images", "pics"])).toMatchObject({
      command: "import",
      file: "a.csv",
      store: "uk",
      language: "en",
      images: "pics",
      "dry-run": true,
      "archive-missing": false,
    });
    expect(() => parseCommand(["import", "--store", "us"])).toThrow("Name one CSV file to import.");
    expect(() => parseCommand(["export"])).toThrow(/--store is required/);
    expect(() => parseCommand(["export", "--store", "us", "--remote"])).toThrow(/--remote is not supported/);
    expect(() => parseCommand(["delete"])).toThrow(/usage/);
  });

  it("sends the pictures of --images DIR by file name", () => {
    const dir = mkdtempSync(join(tmpdir(), "catalog-cli-"));
    writeFileSync(join(dir, "ring.JPG"), Buffer.from([0xff, 0xd8, 0xff]));
    writeFileSync(join(dir, "notes.txt"), "x");
    expect(readImages(dir)).toEqual([{ name: "ring.JPG", data: "/9j/" }]);
    expect(readImages(undefined)).toEqual([]);
  });

  it("the bench's generated file has the rows it says", () => {
    const csv = generateCsv(10);
    expect(csv.split("\r\n")[0]).toMatch(/^Handle,Title,Body \(HTML\)/);
    expect(csv.match(/^bench-product-/gm)).toHaveLength(10);
  });
});
