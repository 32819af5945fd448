import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "~/shared/i18n";
import { LOCALES } from "~/shared/i18n-config";
import { helpPath } from "~/shared/url-scheme";
import { HELP_TOPICS } from "~/shared/routes";
import HelpPage from "./help-page";
import { moneyFor, renderInShell } from "./help-test-utils";
import { TOPIC_MODULES } from "./topics/registry";

// An untranslated key shows as itself and a missing value leaves its braces.
const UNRESOLVED = /help\.[\w-]+\.|\{\w+\}/;

describe("help centre", () => {
  // Compile every topic and catalogue once up front, so each render waits only for React.
  beforeAll(async () => {
    await Promise.all([...Object.values(TOPIC_MODULES).map((load) => load()), ...LOCALES.map((l) => createI18n(l))]);
  }, 60_000);

  for (const language of LOCALES) {
    it(`renders every topic in ${language} with no missing text`, async () => {
      for (const topic of HELP_TOPICS) {
        const { unmount, container } = await renderInShell(<HelpPage data={{ topic, money: moneyFor("EUR") }} params={{ topic }} />, {
          store: "de",
          language,
          path: helpPath(topic),
        });
        await screen.findAllByRole("heading", { level: 2 }, { timeout: 5_000 });
        expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("");
        expect(container.textContent, `${language} ${topic}`).not.toMatch(UNRESOLVED);
        unmount();
      }
    }, 30_000);
  }

  it("marks the current topic in the menu and hides the wallet link on mobile", async () => {
    await renderInShell(<HelpPage data={{ topic: "faqs", money: moneyFor("USD") }} params={{ topic: "faqs" }} />, {
      path: helpPath("faqs"),
    });
    const nav = screen.getByRole("navigation", { name: "Help center" });
    expect(within(nav).getByRole("link", { name: "FAQs" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Wallet" }).closest("li")!.classList.contains("hide-on-mobile")).toBe(true);
    expect(within(nav).getAllByRole("link")).toHaveLength(HELP_TOPICS.length);
  });

  it("quotes amounts in the shopper's currency", async () => {
    await renderInShell(<HelpPage data={{ topic: "shipping-info", money: moneyFor("EUR") }} params={{ topic: "shipping-info" }} />, {
      store: "de",
      path: helpPath("shipping-info"),
    });
    const table = await screen.findByRole("table", { name: "Versandarten" });
    const express = within(table).getByRole("row", { name: /Expressversand/ });
    expect(express.textContent).toContain("13,80 €, kostenlos über 147,20 €");
    expect(within(table).getByRole("row", { name: /Standardversand/ }).textContent).toContain("Weltweit kostenlos");
  });

  it("shows a standard-shipping threshold when the store has one", async () => {
    const money = { ...moneyFor("USD"), standardFee: "$4.99", standardFreeFrom: "$69.00" };
    await renderInShell(<HelpPage data={{ topic: "shipping-info", money }} params={{ topic: "shipping-info" }} />);
    const table = await screen.findByRole("table", { name: "Shipping methods" });
    expect(within(table).getByRole("row", { name: /Standard shipping/ }).textContent).toContain("$4.99, free from $69.00");
  });

  it("asks FAQ questions as disclosures that open on click", async () => {
    await renderInShell(<HelpPage data={{ topic: "faqs", money: moneyFor("USD") }} params={{ topic: "faqs" }} />);
    const question = await screen.findByText("How much does express shipping cost?");
    const details = question.closest("details")!;
    expect(details.open).toBe(false);
    question.click();
    expect(details.open).toBe(true);
    expect(details.textContent).toContain("Express courier delivery costs $15.00 and is free for orders over $160.00.");
  });

  it("gives the size chart real tables with captions and headers", async () => {
    await renderInShell(<HelpPage data={{ topic: "size-chart", money: moneyFor("EUR") }} params={{ topic: "size-chart" }} />, {
      store: "de",
      path: helpPath("size-chart"),
    });
    const rings = await screen.findByRole("table", { name: "Umrechnung der Ringgrößen" });
    expect(
      within(rings)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["US", "UK", "EU", "Innenumfang (mm)", "Innendurchmesser (mm)"]);
    // US 7 is 54.4 mm around, written with a decimal comma in German.
    expect(within(rings).getByRole("row", { name: /^7 N½/ }).textContent).toContain("54,4");
    expect(screen.getByRole("table", { name: "Kettenlängen und wo sie sitzen" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Kleidergrößen und Körpermaße (cm)" })).toBeTruthy();
  });

  it("contact-us links the store's custom-jewelry email and the ticket page", async () => {
    await renderInShell(<HelpPage data={{ topic: "contact-us", money: moneyFor("USD") }} params={{ topic: "contact-us" }} />, {
      store: "us_vip",
    });
    expect((await screen.findByTestId("contact-email")).getAttribute("href")).toBe("mailto:custom@viprapper.com");
    expect(within(screen.getByRole("article")).getByRole("link", { name: "Submit a ticket" }).getAttribute("href")).toBe(helpPath("ticket"));
    expect(screen.getByText("Monday to Friday")).toBeTruthy();
  });
});
