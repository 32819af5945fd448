import type { Locator, Page, Response } from "@playwright/test";
import { storeUrl } from "../fixtures";
import { waitForHydration } from "./hydration";

/**
 * The base of the page objects: the page, and `root`, the part of it their locators look
 * inside (the whole page unless a page object says otherwise).
 */
export class PageObject<Root extends Page | Locator = Page> {
  readonly root: Root;

  constructor(
    readonly page: Page,
    root?: Root,
  ) {
    this.root = root ?? (page as Root);
  }

  /** Opens a path of a store and waits until the app has hydrated, so the page reacts to input. */
  protected async visit(store: string, path: string): Promise<Response | null> {
    const response = await this.page.goto(storeUrl(store, path));
    await waitForHydration(this.page);
    return response;
  }
}

/** A page object's test-id locators: the property name each one goes by → its `data-testid`. */
type TestIds = Record<string, string>;

type WithTestIds<Root extends Page | Locator, T extends TestIds> = new (page: Page) => PageObject<Root> & { readonly [K in keyof T]: Locator };

/**
 * A page object base with one locator per row of `testIds`, inside `root`:
 * `withTestIds({ cards: "saved-card" })` gives `this.cards`, the elements with data-testid="saved-card".
 * With `inside`, `root` is the visible element of that test id: pages kept alive stay in the DOM
 * hidden, so a page object looks inside the one the shopper sees.
 */
export function withTestIds<const T extends TestIds>(testIds: T): WithTestIds<Page, T>;
export function withTestIds<const T extends TestIds>(testIds: T, options: { inside: string }): WithTestIds<Locator, T>;
export function withTestIds<const T extends TestIds>(testIds: T, options?: { inside: string }) {
  return class extends PageObject<Page | Locator> {
    constructor(page: Page) {
      super(page, options ? page.locator(`[data-testid="${options.inside}"]:visible`) : page);
      for (const [name, testId] of Object.entries(testIds))
        Object.defineProperty(this, name, { value: this.root.getByTestId(testId), enumerable: true });
    }
  };
}
