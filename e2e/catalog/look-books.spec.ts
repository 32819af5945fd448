import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { storeGet } from "./store-request";
import { CartPage } from "../pages/checkout-pages";
import { waitForHydration } from "../pages/hydration";
import { localSql } from "../pages/local-db";
import { LookBookPage } from "../pages/look-book-page";

test("in the de store a look book's hotspot opens its product and shop the look fills the bag, ring size asked", async ({ page }) => {
  const books = new LookBookPage(page);
  await books.openIndex("de");
  await books.index.getByRole("link", { name: "Goldene Stunde" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Goldene Stunde" })).toBeVisible();
  await expect(page).toHaveURL(/\/lookBooks\/golden-hour$/);

  const look = books.looks.first();
  const hotspot = books.hotspots(look).first();
  const name = (await hotspot.getAttribute("aria-label"))!;
  await hotspot.click();
  await expect(hotspot).toHaveAttribute("aria-expanded", "true");
  const card = books.card(look);
  await expect(card.getByRole("heading", { name })).toBeVisible();
  await expect(card.getByText(/€/).first()).toBeVisible();
  await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/product-.+\.html$/);

  await look.getByRole("button", { name: "Look kaufen" }).click();
  await expect(books.dialog).toBeVisible();
  const add = books.dialog.getByRole("button", { name: /in den Warenkorb/ });
  // Without a ring size nothing is added: the size is asked for.
  await add.click();
  await expect(books.dialog.getByText("Bitte wählen Sie eine Größe.").first()).toBeVisible();
  const sizes = books.dialog.getByRole("combobox", { name: /^Größe für / });
  await expect(sizes.first()).toBeVisible();
  for (const select of await sizes.all()) await select.selectOption({ index: 1 });
  await add.click();
  await expect(books.dialog.getByText("3 Stücke liegen in Ihrem Warenkorb.")).toBeVisible();
  await books.dialog.getByRole("link", { name: "Zum Warenkorb" }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await waitForHydration(page);
  const cart = new CartPage(page);
  await expect(cart.lines).toHaveCount(3);
  await expect(cart.lines.filter({ hasText: name })).toHaveCount(1);
});

test("a look book is keyboard-usable: hotspots are buttons named after their product", async ({ page }) => {
  await page.goto(storeUrl("us", "/lookBooks/golden-hour"));
  await waitForHydration(page);
  const books = new LookBookPage(page);
  const hotspot = books.hotspots(books.looks.first()).first();
  await hotspot.focus();
  await page.keyboard.press("Enter");
  await expect(hotspot).toHaveAttribute("aria-expanded", "true");
  await expect(hotspot).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(hotspot).toHaveAttribute("aria-expanded", "false");
});

for (const path of ["/lookBooks", "/lookBooks/golden-hour"]) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(storeUrl("de", path));
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("axe finds nothing with a hotspot's card and the shop-the-look dialog open", async ({ page }) => {
  await page.goto(storeUrl("de", "/lookBooks/golden-hour"));
  await waitForHydration(page);
  const books = new LookBookPage(page);
  const look = books.looks.first();
  await books.hotspots(look).first().click();
  await expect(books.card(look)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await look.getByRole("button", { name: "Look kaufen" }).click();
  await expect(books.dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a look book page carries CollectionPage JSON-LD and an OG image, and comes from the edge cache", async ({ request }) => {
  await storeGet(request, "de", "/lookBooks/golden-hour");
  const response = await storeGet(request, "de", "/lookBooks/golden-hour");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-page-cache"]).toBe("HIT");
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const page = blocks.find((b) => b["@type"] === "CollectionPage");
  expect(page?.mainEntity["@type"]).toBe("ItemList");
  expect(page?.mainEntity.itemListElement).toHaveLength(9);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/de\.localhost:\d+\/img\/1024\/jpeg\/lookbook\//);
});

test("a look book scheduled for a later day is not shown: its page is the same 404 as an unknown key, and the list leaves it out", async ({
  request,
}) => {
  // Unique per run (the e2e database is kept); written as the back office would, with no catalogue bump.
  const key = `later-${Date.now().toString(36)}`;
  const title = `Later ${key.slice(-6)}`;
  localSql(`INSERT INTO look_books (store, url_key, position, published_on) VALUES ('de', '${key}', 0, '2099-01-01')`);
  try {
    localSql(
      `INSERT INTO look_book_texts (look_book_id, language, title, description) SELECT id, 'en', '${title}', 'Not yet' FROM look_books WHERE store = 'de' AND url_key = '${key}'`,
    );
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const scheduled = await storeGet(request, "de", `/lookBooks/${key}`);
    const unknown = await storeGet(request, "de", `/lookBooks/${key}-none`);
    expect([scheduled.status(), unknown.status()]).toEqual([404, 404]);
    const html = await scheduled.text();
    expect(html).not.toContain(title);
    expect(titleOf(html)).toBe(titleOf(await unknown.text()));
    const list = await storeGet(request, "de", "/lookBooks", { "Cache-Control": "no-cache" });
    expect(list.status()).toBe(200);
    expect(await list.text()).not.toContain(title);
  } finally {
    localSql(`DELETE FROM look_book_texts WHERE look_book_id IN (SELECT id FROM look_books WHERE store = 'de' AND url_key = '${key}')`);
    localSql(`DELETE FROM look_books WHERE store = 'de' AND url_key = '${key}'`);
  }
});
