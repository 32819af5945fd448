import { expect, type Locator, type Page } from "@playwright/test";
import { storeUrl } from "../fixtures";

export const UI_KIT_WIDGETS = [
  "toast",
  "drawer",
  "dialog",
  "tooltip",
  "table",
  "tabs",
  "switch",
  "radio",
  "checkbox",
  "rate",
  "accordion",
  "progress",
  "image-viewer",
  "skeleton",
  "input",
  "spinner",
  "upload",
  "select",
  "slider",
  "pagination",
  "breadcrumb",
  "sticky",
  "tree-menu",
  "countdown",
  "stepper",
  "loading-overlay",
] as const;

/** The kit's gallery at /ui-kit. */
export class UiKitPage {
  constructor(readonly page: Page) {}

  url(store = "us") {
    return storeUrl(store, "/ui-kit");
  }

  /** Opens the gallery and waits until its widgets respond; returns the server's HTML. */
  async goto(store = "us"): Promise<string> {
    const response = await this.page.goto(this.url(store));
    await expect(this.page.locator('.ui-kit-page[data-hydrated="true"]')).toBeAttached();
    return (await response?.text()) ?? "";
  }

  section(name: (typeof UI_KIT_WIDGETS)[number]): Locator {
    return this.page.getByTestId(`ui-${name}`);
  }

  button(section: (typeof UI_KIT_WIDGETS)[number], name: string): Locator {
    return this.section(section).getByRole("button", { name, exact: true });
  }

  /** The open modal overlay with this title (dialog, drawer, image viewer). */
  overlay(title: string): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  toast(text: string): Locator {
    return this.page.locator(".ui-toast", { hasText: text });
  }

  rate(label: string): Locator {
    return this.section("rate").getByRole("group", { name: label });
  }

  /** A star's clickable area (the radio itself is visually hidden). */
  star(label: string, stars: number): Locator {
    const name = stars === 1 ? "1 star" : `${stars} stars`;
    return this.rate(label).locator("label", { has: this.page.getByRole("radio", { name, exact: true }) });
  }

  stepper(label: string) {
    const group = this.section("stepper").getByRole("group", { name: label });
    return {
      field: group.getByRole("textbox"),
      decrease: group.getByRole("button", { name: "Decrease" }),
      increase: group.getByRole("button", { name: "Increase" }),
    };
  }
}
