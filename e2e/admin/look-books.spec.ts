import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { localSql } from "../pages/local-db";
import { LookBookPage } from "../pages/look-book-page";
import { photo } from "../pages/reviews";

// Unique per run: the e2e database is kept between runs, and a URL key is unique per store.
const KEY = `staff-picks-${Date.now().toString(36)}`;
const TITLE = `Staff picks ${KEY.slice(-6)}`;

test("the owner creates a uk look book, uploads a look, places a hotspot with the number fields, and the shopper's page shows it at once", async ({
  page,
  browser,
}) => {
  test.slow();
  const [product] = localSql(
    "SELECT p.spu_code FROM products p JOIN store_products sp ON sp.product_id = p.id AND sp.store = 'uk' WHERE p.active = 1 ORDER BY p.id LIMIT 1",
  ) as { spu_code: string }[];
  // The shopper's list first, so the shared page cache holds it without the new book.
  const books = new LookBookPage(page);
  await books.openIndex("uk");
  expect((await books.openIndex("uk"))?.headers()["x-page-cache"]).toBe("HIT");
  await expect(books.index.getByRole("link", { name: TITLE })).toHaveCount(0);

  const office = await BackOffice.signIn(browser, "owner");
  await office.openScreen("/admin/lookbooks", "Look books");

  const newBook = await office.openDialog("New look book");
  await office.choose(newBook.dialog, "Store", "uk");
  await expect(newBook.dialog.getByLabel("Title (en-GB)", { exact: true })).toBeVisible();
  expect(await axeViolations(office.page), "/admin/lookbooks, new look book").toEqual([]);
  await newBook.save("Create look book", {
    "URL key": KEY,
    "Title (English)": TITLE,
    "Description (English)": "What the shop floor wears this week.",
  });

  const row = office.rows("Look books", KEY);
  await expect(row.getByRole("link", { name: KEY })).toHaveAttribute("href", storeUrl("uk", `/lookBooks/${KEY}`));
  await row.getByRole("button", { name: `Looks of uk ${KEY}` }).click();
  const looks = office.page.getByRole("region", { name: `Looks of ${TITLE} (uk)` });
  await looks.getByLabel(/^Add a look/).setInputFiles(photo("look.png", [180, 150, 90], 640));
  await expect(looks.getByRole("heading", { name: "Look 1" })).toBeVisible();

  // The keyboard's way to place a hotspot: the SPU code and the x/y number fields.
  const place = looks.getByRole("form", { name: "Place a product on look 1" });
  await place.getByLabel("Product (SPU code)").fill(product.spu_code);
  await place.getByLabel("x (% from the left)").fill("40");
  await place.getByLabel("y (% from the top)").fill("55");
  await place.getByRole("button", { name: "Place hotspot" }).click();
  const spots = looks.getByRole("list", { name: "Hotspots of look 1" });
  await expect(spots).toContainText(`(${product.spu_code}) at x 40 %, y 55 %`);
  expect(await axeViolations(office.page), "/admin/lookbooks, looks").toEqual([]);

  await books.openIndex("uk");
  await books.index.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(books.looks).toHaveCount(1);
  await expect(books.hotspots(books.looks.first())).toHaveCount(1);

  // Deleting asks first; the confirmation takes focus on its harmless answer.
  await row.getByRole("button", { name: `Delete uk ${KEY}` }).click();
  const confirm = office.page.getByRole("dialog", { name: "Delete this look book?" });
  await expect(confirm.getByRole("button", { name: "Keep" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(office.rows("Look books", KEY)).toHaveCount(0);
  await office.close();

  expect((await page.goto(storeUrl("uk", `/lookBooks/${KEY}`)))?.status()).toBe(404);
});
