import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { productListQuery } from "../worker/services/admin/catalog-products";
import { customerListQuery } from "../worker/services/customers/admin";
import { couponListQuery } from "../worker/services/coupons/admin";
import { orderListQuery } from "../worker/services/orders/admin-search";
import { pageStatements, type PageQuery } from "../worker/services/admin/paging";
import { statusQuery } from "../worker/services/reviews/admin-queue";
import { reviewPageSql } from "../worker/services/reviews/review-list";
import { candidatesSql, listingSql, LISTED_IDS } from "../worker/services/catalog/listing-read";
import type { SortKey } from "../shared/category-query";
import {
  countStatement,
  optionCountsStatement,
  pageStatement,
  previousStatement,
  priceBoundsStatement,
} from "../worker/services/catalog/category-listing";
import { rankedMatches } from "../worker/services/catalog/search";
import type { CatalogContext } from "../shared/catalog-types";
import { candidateTexts, workerStatements } from "./worker-sql";

/**
 * Every statement the worker prepares, planned by SQLite on the migrated schema: none may read
 * a whole table that grows with the shop (products, orders, reviews, customers, history, …)
 * without an index, because at a real merchant's size that is millions of rows read, and
 * billed, per request (docs/decisions/1330-past-one-database.md). Tables that stay small
 * whatever the shop's size are listed here with the reason; every other table counts as large.
 */
const SMALL_TABLES: Record<string, string> = {
  currency_rates: "one row per currency the shop prices in",
  countries: "the world's countries, fixed",
  country_states: "states of the few countries that need one, fixed",
  freight_settings: "one row per store",
  page_meta: "titles staff set per store, language and page",
  categories: "the category tree: tens of categories, not one per product",
  category_texts: "the category tree's names, five per category",
  category_synonyms: "a few words per category",
  store_categories: "the eight stores' menus",
  attributes: "the five filter attributes",
  attribute_texts: "the five filter attributes' names",
  attribute_options: "the filters' options: materials, colours, sizes (hundreds)",
  attribute_option_texts: "the filters' options' names",
  color_groups: "a dozen colour families",
  tag_texts: "labels of the merchandising tags",
  collections: "merchandised collections: tens",
  collection_texts: "the collections' titles",
  store_collections: "which store shows which collection",
  look_books: "a few look books per store",
  look_book_texts: "the look books' titles",
  looks: "a few looks per look book",
  look_hotspots: "a few hotspots per look",
  staff: "the merchant's staff",
  redirects: "route rules staff write by hand; every rule of a store is read to check a new one against them",
  staff_sessions: "the staff's signed-in browsers, pruned when they expire",
  review_blocked_words: "a few words per store",
  merchant_notifications: "one row per store and kind of email",
  catalog_import_mappings: "the merchant's product types and tags",
  sandbox_transactions: "the development-only payment sandbox",
  sandbox_stored_cards: "the development-only card vault",
};

/**
 * Statements whose purpose is to read every row of a large table, file by file and table by
 * table, with the reason. The bench's scale section measures what each costs on the large shop.
 */
const WHOLE_TABLE_READS: Record<string, string> = {
  "worker/services/newsletter/admin.ts newsletter_subscribers": "the Newsletter screen's per-store totals count every subscriber",
};

/**
 * Prepare calls whose text is only known at run time, each with why it cannot be planned here.
 * The bench's scale section measures the rows they read on the large shop instead.
 */
const UNPLANNED: Record<string, string> = {
  "worker/bench-meter.ts": "the bench build's meter passes on the worker's own statements",
  "worker/services/admin/catalog-products.ts": "a new picture's INSERT is built with String.replace; it reads product_images by product",
  "worker/services/newsletter/admin.ts": "the export's chunk query is built from the screen's filters and reads by email after the last one",
  "worker/services/account/data-rights.ts":
    "the data export's one-line helper takes its callers' SQL: each reads one customer's rows by id or email (indexed)",
  "worker/services/admin/paging.ts": "the back office's list builder: its callers' built lists are planned below (BUILT_LISTS)",
  "worker/services/d1/request-database.ts": "the request's D1 session passes on the worker's own statements",
  "worker/services/operate/notify.ts": "each notification kind brings its own query (notify-kinds.ts)",
  "worker/services/operate/prune.ts": "the retention's DELETE is built per table from its rules, each bounded by LIMIT over an index",
  "worker/services/insight/reader.ts":
    "runs the insight screen's queries (insight/queries.ts), each a day range of insight_events read by its timestamp index; staff only",
  "worker/services/insight/recorder.ts": "the stand-in's INSERT is built from the data point's column list",
  "worker/services/catalog/cards.ts":
    "loadCardsOf runs its callers' pick in the cards' round trip (home's new arrivals, best sellers): each reads store_products by store through its index",
  "worker/services/orders/order-access.ts":
    "tracking's reads are built around candidatesSql: orders by order number or tracking number, their events and withdrawals by order id, each through an index",
  "worker/services/catalog/listing-read.ts":
    "a listing's read is built around its scope, a search's ranked pick and the page's filters: planned below (listingSql)",
  "worker/services/catalog/search.ts": "the ranked search runs rankedMatches' text, planned below with the listing's candidates",
  "worker/services/catalog/category-listing.ts":
    "a large category's page, count, price bounds and option counts are built from its subtree, sort and filters: planned below",
  "worker/services/reviews/review-list.ts":
    "a page's media (MEDIA_OF) are read by the ids of the page's reviews or of a list of placeholders, through review_media's primary key (review_id, position)",
  "worker/services/orders/orders-store.ts": "an order's lines (LINES_OF) are read by the order's id or by its payment's id, both through indexes",
};

/**
 * The back office's lists as admin/paging.ts builds them from a screen's filters: each one's page
 * and its capped count are planned like the worker's other statements.
 */
const BUILT_LISTS: Record<string, PageQuery> = {
  "orders, newest first": orderListQuery({}),
  "orders by number (its start)": orderListQuery({ q: "US2511" }),
  "orders by email": orderListQuery({ q: "demo@heliora.example" }),
  "orders by name (the last name's start)": orderListQuery({ q: "smi" }),
  "orders by first and last name, of a status, store and date": orderListQuery({ q: "jane smi", status: "processing", store: "us", from: 0, to: 1 }),
  "orders by status, store and date": orderListQuery({ status: "processing", store: "us", from: 0, to: 1 }),
  "orders by the buyer's name": orderListQuery({ q: "jane smi" }),
  "customers, all": customerListQuery("@"),
  "customers by email (its start)": customerListQuery("demo@"),
  "products of a store, low stock": productListQuery({ store: "us", stock: "low" }),
  "products, archived, of a category": productListQuery({ status: "archived", category: "rings" }),
  "review queue": statusQuery("reviews", { status: "pending" }),
  "published reviews of a store": statusQuery("reviews", { status: "published", store: "us" }),
  "question queue": statusQuery("questions", { status: "pending" }),
  "coupons, all": couponListQuery({}),
  "coupons running now": couponListQuery({ state: "active" }, 1),
};

/**
 * Lists whose filter's own index finds the matches, which are then sorted: a page read by key
 * still reads every match at or after the cursor (bounded by the filter, not by the page's
 * depth), so staff narrow these filters rather than page far into them.
 */
const SORTED_MATCHES: Record<string, string> = {
  "orders by number (its start)": "the orders whose number starts so, through the number's index: a few a day once the start names the day",
  "products, archived, of a category":
    "a category's products through products_category (and its children's): a category holds a share of the catalogue",
};

function migratedSchema(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  const files = readdirSync("migrations")
    .filter((file) => file.endsWith(".sql"))
    .sort();
  db.exec(files.map((file) => readFileSync(`migrations/${file}`, "utf8")).join("\n;\n"));
  return db;
}

const NOT_ALIASES = new Set([
  "where",
  "on",
  "join",
  "left",
  "inner",
  "cross",
  "using",
  "set",
  "order",
  "group",
  "limit",
  "values",
  "select",
  "natural",
  "as",
  "indexed",
  "not",
  "union",
  "default",
  "and",
  "or",
]);

/** Alias (or table name) → table, from the FROM, JOIN, UPDATE and INTO clauses of a statement. */
function aliases(sql: string, tables: Set<string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of sql.matchAll(/\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)(?:\s+(?:as\s+)?([a-z_][a-z0-9_]*))?/gi)) {
    const table = match[1].toLowerCase();
    if (!tables.has(table)) continue;
    found.set(table, table);
    const alias = match[2]?.toLowerCase();
    if (alias && !NOT_ALIASES.has(alias)) found.set(alias, table);
  }
  return found;
}

const plan = (db: DatabaseSync, sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail);

/** The plan lines that read every row of a large table: a bare SCAN, or an automatic index built from one. */
function fullScans(db: DatabaseSync, sql: string, tables: Set<string>): { table: string; detail: string }[] {
  const names = aliases(sql, tables);
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[];
  return plan.flatMap(({ detail }) => {
    const scan = /^(?:SCAN|SEARCH) (\S+)(.*)$/.exec(detail);
    if (!scan) return [];
    const name = scan[1].toLowerCase();
    const table = names.get(name) ?? (tables.has(name) ? name : undefined);
    if (!table || Object.hasOwn(SMALL_TABLES, table)) return [];
    const rest = scan[2];
    const whole = /AUTOMATIC/.test(rest) || (detail.startsWith("SCAN") && !/USING|VIRTUAL TABLE/.test(rest));
    return whole ? [{ table, detail }] : [];
  });
}

describe("the worker's SQL on the migrated schema", () => {
  const db = migratedSchema();
  const tables = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')").all() as { name: string }[]).map((row) => row.name.toLowerCase()),
  );
  const statements = workerStatements(".");

  it("finds the worker's statements", () => {
    expect(statements.length).toBeGreaterThan(300);
  });

  it("names only tables that exist in the allow-list of small tables", () => {
    for (const table of Object.keys(SMALL_TABLES)) expect(tables, table).toContain(table);
  });

  it("reads no large table whole: every scan of one goes through an index", () => {
    const problems: string[] = [];
    const unplanned: string[] = [];
    for (const statement of statements) {
      let planned = false;
      for (const variant of statement.variants) {
        const texts = candidateTexts(variant);
        const text = texts.find((candidate) => {
          try {
            db.prepare(candidate);
            return true;
          } catch {
            return false;
          }
        });
        if (!text) continue;
        planned = true;
        const file = statement.where.replace(/:\d+$/, "");
        for (const scan of fullScans(db, text, tables).filter((line) => !Object.hasOwn(WHOLE_TABLE_READS, `${file} ${line.table}`)))
          problems.push(`${statement.where}: ${scan.detail}\n    ${text.replace(/\s+/g, " ").trim().slice(0, 300)}`);
      }
      if (!planned) unplanned.push(statement.where);
    }
    expect(problems, problems.join("\n")).toEqual([]);
    expect(unplanned.filter((where) => !Object.hasOwn(UNPLANNED, where.replace(/:\d+$/, "")))).toEqual([]);
  });

  it("plans a listing's candidates, a search's ranked matches and the two read together through indexes", () => {
    const ranked = rankedMatches({ language: "de", store: "de" } as CatalogContext, '"ring"*').sql;
    const category = { where: "p.category_id IN (SELECT value FROM json_each(?))", order: "sp.position" };
    const everything = { where: "1", order: "sp.position" };
    const built = {
      "ranked search": ranked,
      "a category's candidates": candidatesSql(category),
      "a search's candidates (one statement)": candidatesSql(everything, ranked),
      "a corrected search's candidates": candidatesSql(everything, LISTED_IDS),
      "a category searched": candidatesSql(category, ranked),
      "a category's page, filtered and sorted, with its cards": listingSql(category, undefined, {
        selections: [[1, 2], [3]],
        groupOptions: [4],
        priceCents: { min: 100, max: 900 },
        sort: "price_asc",
        spuCode: "HL1",
        limit: 24,
        offset: 48,
      }).sql,
      "a search's page with its cards": listingSql(everything, ranked, { selections: [], groupOptions: null, limit: 24, offset: 0 }).sql,
    };
    const problems = Object.entries(built).flatMap(([name, sql]) => fullScans(db, sql, tables).map((scan) => `${name}: ${scan.detail}\n    ${sql}`));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("plans a product's review pages, by number and from a cursor in either part, through the product's index", () => {
    const queries = [
      { withMedia: false, sort: "newest" },
      { withMedia: true, stars: 5, sort: "oldest" },
    ] as const;
    const problems = queries.flatMap((query) =>
      ([null, 0, 1] as const).flatMap((keyed) => {
        const sql = reviewPageSql(query, keyed);
        const steps = plan(db, sql);
        const walks = steps.filter((detail) => /reviews_product \(product_id=\? AND status=\?/.test(detail));
        // Both parts walk the product's reviews through its index; a keyed part starts at the key's date.
        const keyedWalks = steps.filter((detail) => /created_at[<>]/.test(detail));
        return [
          ...fullScans(db, sql, tables).map((scan) => `${JSON.stringify(query)} ${keyed}: ${scan.detail}`),
          ...(walks.length === 2 && keyedWalks.length === (keyed === null ? 0 : 1)
            ? []
            : [`${JSON.stringify(query)} ${keyed}: ${steps.join(" / ")}`]),
        ];
      }),
    );
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("plans a large category's page in every sort, its capped count, price bounds and option counts through indexes, without sorting", () => {
    const filters = { selections: [[1, 2], [3]], groupOptions: [4], priceCents: { min: 100, max: 900 }, limit: 25, offset: 1176 };
    const sorts = [undefined, "newest", "price_asc", "price_desc", "best_selling", "rating"] as const;
    const built = {
      ...Object.fromEntries(
        sorts.map((sort) => [`page, sorted ${sort ?? "by position"}, filtered`, pageStatement("us", [1, 2, 3], { ...filters, sort }).sql]),
      ),
      "page, unfiltered": pageStatement("us", [1], { selections: [], groupOptions: null, limit: 25, offset: 0 }).sql,
      "capped count": countStatement("us", [1, 2], filters).sql,
      "price bounds": priceBoundsStatement("us", [1, 2]).sql,
      "option counts": optionCountsStatement("us", [1, 2]).sql,
    };
    const problems = Object.entries(built).flatMap(([name, sql]) => [
      ...fullScans(db, sql, tables).map((scan) => `${name}: ${scan.detail}\n    ${sql}`),
      // A sort of the walked rows would read every match before the page.
      ...(name.startsWith("page")
        ? plan(db, sql)
            .filter((detail) => /TEMP B-TREE/.test(detail))
            .map((detail) => `${name}: ${detail}`)
        : []),
    ]);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("plans a large category's page by key, and the page before it, as a walk starting at the key in every sort", () => {
    const filters = { selections: [[1, 2], [3]], groupOptions: [4], priceCents: { min: 100, max: 900 }, limit: 25, offset: 1176 };
    // Each sort with its leading key column and a position (category-listing.ts ORDERS).
    const positions: [sort: SortKey | undefined, leading: string, position: (number | string)[]][] = [
      [undefined, "position", [7, 12]],
      ["newest", "new_arrival_on", ["2026-11-01", 12]],
      ["price_asc", "sale_price_cents", [500, 7, 12]],
      ["price_desc", "sale_price_cents", [500, 7, 12]],
      ["best_selling", "sales_count", [40, 7, 12]],
      ["rating", "rating_avg", [4.5, 9, 7, 12]],
    ];
    const problems = positions.flatMap(([sort, leading, position]) => {
      const pick = { ...filters, sort };
      const built = {
        [`page by key, ${sort ?? "by position"}`]: pageStatement("us", [1, 2, 3], pick, position).sql,
        [`page before, ${sort ?? "by position"}`]: previousStatement("us", [1, 2, 3], pick, position).sql,
      };
      return Object.entries(built).flatMap(([name, sql]) => {
        const steps = plan(db, sql);
        const walks = steps.filter((detail) => /store_listing/.test(detail));
        // Each arm starts in its index at the key: a range on the sort's leading column, never a walk from the category's start.
        const seeks = walks.filter((detail) => new RegExp(`category_id=\\? AND ${leading}[<>]\\?`).test(detail));
        return [
          ...fullScans(db, sql, tables).map((scan) => `${name}: ${scan.detail}`),
          ...steps.filter((detail) => /TEMP B-TREE/.test(detail)).map((detail) => `${name}: ${detail}`),
          ...(walks.length === 3 && seeks.length === 3 ? [] : [`${name}: ${walks.join(" / ")}`]),
        ];
      });
    });
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("plans the back office's built lists, page and count, through indexes", () => {
    const problems = Object.entries(BUILT_LISTS).flatMap(([name, query]) => {
      const built = pageStatements(query, { page: 3 }, 25);
      return [built.rows.sql, built.count!.sql].flatMap((sql) => fullScans(db, sql, tables).map((scan) => `${name}: ${scan.detail}\n    ${sql}`));
    });
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("plans the back office's pages read by key, after and before a cursor, through the order's index without sorting", () => {
    const problems = Object.entries(BUILT_LISTS).flatMap(([name, query]) =>
      // Later pages from the seen page's first row and from just past its last; earlier ones from its first.
      (
        [
          [45, false],
          [45, true],
          [35, false],
        ] as const
      ).flatMap(([page, pastLast]) => {
        const cursor = { page: 40, key: query.key.map(() => 1), ...(pastLast ? { last: query.key.map(() => 2) } : {}) };
        const built = pageStatements(query, { page, cursor }, 25);
        const { sql } = built.rows;
        const steps = plan(db, sql);
        const label = `${name}, page ${page} from page 40${pastLast ? "'s last row" : ""}`;
        return [
          // What is left to the cap is counted from the cursor's row on.
          ...fullScans(db, built.count!.sql, tables).map((scan) => `${label}, count: ${scan.detail}\n    ${built.count!.sql}`),
          ...fullScans(db, sql, tables).map((scan) => `${label}: ${scan.detail}\n    ${sql}`),
          // A sort of the walked rows would read every match before the page.
          ...(Object.hasOwn(SORTED_MATCHES, name)
            ? []
            : steps.filter((detail) => /TEMP B-TREE/.test(detail)).map((detail) => `${label}: ${detail}\n    ${sql}`)),
          // The key's leading column bounds the index's walk: the page starts at the cursor, not at the list's start.
          ...(Object.hasOwn(SORTED_MATCHES, name) || steps.some((detail) => /^SEARCH .* USING .*[<>]/.test(detail))
            ? []
            : [`${label}: no walk from the cursor: ${steps.join(" / ")}`]),
        ];
      }),
    );
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("plans the order search by name through the buyer's name index alone, newest first without a sort", () => {
    const searches = { "a last name's start": { q: "müll" }, "first and last name": { q: "jane smi", status: "shipped", store: "de" } };
    const problems = Object.entries(searches).flatMap(([name, filter]) => {
      const built = pageStatements(orderListQuery(filter), { page: 1 }, 25);
      return [built.rows.sql, built.count!.sql].flatMap((sql) =>
        plan(db, sql)
          .filter((detail) => /\bSCAN orders\b|TEMP B-TREE/.test(detail) || (/\borders\b/.test(detail) && !/orders_billing_name/.test(detail)))
          .map((detail) => `${name}: ${detail}\n    ${sql}`),
      );
    });
    expect(problems, problems.join("\n")).toEqual([]);
    const page = pageStatements(orderListQuery({ q: "smith" }), { page: 1 }, 25).rows.sql;
    expect(plan(db, page)).toContain("SEARCH orders USING INDEX orders_billing_name (billing_last_folded>? AND billing_last_folded<?)");
  });
});
