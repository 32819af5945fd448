import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORES } from "~/shared/stores";
import { shellStore } from "../../test/shell-fixture";
import { renderUi } from "../ui/testing";
import { SiteFooter } from "./site-footer";

afterEach(() => vi.useRealTimers());

describe("site footer", () => {
  it("gives the copyright from 2018 to the current year, with the store's brand", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-04T10:00:00Z"));
    renderUi(<SiteFooter page="home" />, { store: shellStore({ store: STORES.us_vip }) });
    expect(screen.getByText(/^© 2018–2031 /).textContent).toMatch(new RegExp(`^© 2018–2031 ${STORES.us_vip.seriesName}\\. `));
  });

  it("says under every page of the de, fr and uk stores that all prices include VAT, and nothing in the us store", () => {
    const de = renderUi(<SiteFooter page="home" />, { store: shellStore({ store: STORES.de }) });
    expect(screen.getByTestId("footer-vat-note").textContent).toBe("All prices include VAT; delivery costs are shown in the bag and at checkout.");
    de.unmount();
    renderUi(<SiteFooter page="home" />, { store: shellStore({ store: STORES.us }) });
    expect(screen.queryByTestId("footer-vat-note")).toBeNull();
  });
});
