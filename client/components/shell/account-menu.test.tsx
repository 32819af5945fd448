import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shellStore } from "../../test/shell-fixture";
import { renderUi } from "../ui/testing";
import { AccountMenu } from "./account-menu";
import { I18nProvider } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { loadMessages } from "~/shared/i18n";

const i18n = setupI18n({ locale: "en", messages: { en: await loadMessages("en") } });

/** The server's HTML of the menu, before any effect has run. */
function serverHtml(signedIn: boolean) {
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Provider store={shellStore({ signedIn, username: signedIn ? "ada" : "" })}>
        <MemoryRouter initialEntries={["/category-rings?page=2"]}>
          <AccountMenu />
        </MemoryRouter>
      </Provider>
    </I18nProvider>,
  );
}

describe("the header's account menu", () => {
  it("is a link until the page hydrates, so an early click still leads somewhere", () => {
    expect(serverHtml(false)).toMatch(
      /<a[^>]*class="icon-button account-menu__button"[^>]*href="\/login\?redirect_url=%2Fcategory-rings%3Fpage%3D2"[^>]*>Account<\/a>/,
    );
    expect(serverHtml(true)).toMatch(/<a[^>]*href="\/accounts"[^>]*>ada<\/a>/);
    expect(serverHtml(true)).not.toContain('role="menu"');
  });

  it("becomes the menu button once hydrated, with the same label", async () => {
    renderUi(<AccountMenu />, { store: shellStore({ signedIn: true, username: "ada" }) });
    const button = await screen.findByRole("button", { name: "ada" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(screen.queryByRole("link", { name: "ada" })).toBeNull();
  });
});
