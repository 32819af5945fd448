import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { CatalogImportPage } from "../pages/catalog-import-page";
import { waitForHydration } from "../pages/hydration";
import { ListingPage } from "../pages/listing-page";
import { ProductPage } from "../pages/product-page";

// Unique per run: the e2e database is kept between runs, and the import is idempotent by handle.
const RUN = Date.now().toString(36);
const HANDLE = `nova-hoops-${RUN}`;
const TYPE = `Hoop Earrings ${RUN}`;
const CSV = [
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Status",
  `${HANDLE},Nova Hoops,"<p>Light hoops,\nmade to last.</p><script>alert(1)</script>",Heliora,${TYPE},gift,TRUE,Colour,Gold,Size,Small,NOVA-${RUN}-GS,4,49.00,59.00,,active`,
  `${HANDLE},,,,,,,,Silver,,Small,NOVA-${RUN}-SS,2,45.00,,,`,
  `${HANDLE},,,,,,,,Silver,,Large,NOVA-${RUN}-SL,0,52.00,,,`,
].join("\r\n");

test("an owner imports a CSV into the uk store; shoppers find the product with its variants and GBP price", async ({ page, browser }) => {
  test.slow();
  const office = await BackOffice.signIn(browser, "owner");
  await office.open("/admin/import", "Catalogue import");
  expect(await axeViolations(office.page), "/admin/import").toEqual([]);
  const screen = new CatalogImportPage(office.page);
  await screen.choose("uk", CSV);
  await screen.dryRun();
  await expect(screen.counts("Products")).toContainText("1000");
  await expect(screen.counts("Variants")).toContainText("3000");
  await expect(screen.report).toContainText("Body (HTML): removed <script>.");
  expect(await axeViolations(office.page), "/admin/import report").toEqual([]);
  await screen.apply();
  await expect(screen.counts("Products")).toContainText("1000");

  const category = TYPE.toLowerCase().replace(/ /g, "-");
  await page.goto(storeUrl("uk", `/category-${category}`));
  const listing = new ListingPage(page);
  await listing.expectLoaded();
  await expect(listing.cards).toHaveCount(1);
  await expect(listing.cards.first()).toContainText("Nova Hoops");
  await expect(listing.cards.first()).toContainText("£45.00");

  await listing.cards.first().getByRole("link").first().click();
  const product = new ProductPage(page);
  await product.expectLoaded();
  await expect(product.title).toHaveText("Nova Hoops");
  await expect(product.colors.locator("input[type=radio]")).toHaveCount(2);
  await expect(product.sizes.locator("input[type=radio]")).toHaveCount(2);
  await expect(product.root).toContainText("£45.00");

  // The merchant's old URL leads to the new page.
  await page.goto(storeUrl("uk", `/products/${HANDLE}`));
  await waitForHydration(page);
  await expect(new ProductPage(page).title).toHaveText("Nova Hoops");
  const productUrl = page.url();

  // An edit in the back office reaches the (edge-cached) product page at once.
  await office.open("/admin/products", "Products");
  const search = office.page.getByRole("search", { name: "Find products" });
  await search.getByLabel("Title, handle or SKU").fill(HANDLE);
  await search.getByRole("button", { name: "Find" }).click();
  await office.page
    .getByRole("row", { name: new RegExp(HANDLE) })
    .getByRole("button", { name: "Nova Hoops" })
    .click();
  await expect(office.page.getByRole("heading", { name: "Edit Nova Hoops" })).toBeVisible();
  expect(await axeViolations(office.page), "/admin/products editor").toEqual([]);
  await office.act("Save product", { Title: "Nova Hoops Deluxe" });
  await expect(office.page.getByText("Product saved.").first()).toBeVisible();
  await office.close();

  await page.goto(productUrl);
  await expect(new ProductPage(page).title).toHaveText("Nova Hoops Deluxe");
});
