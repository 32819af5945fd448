import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminGiftCampaign } from "~/shared/admin-types";
import { GiftForm } from "./admin-gift-form";
import { renderWithApi } from "./admin-testing";

const RUNNING: AdminGiftCampaign = {
  code: "SPRING",
  state: "running",
  spuCode: "HL100454",
  from: "2026-03-01",
  until: null,
  minSubtotalCents: 5000,
  stores: ["us", "de"],
  product: { title: "Pendant", problem: null },
  orders: 2,
};

const answer = (body: unknown) => new Response(JSON.stringify({ code: 200, message: "Campaign SPRING saved.", data: body }));

afterEach(() => vi.unstubAllGlobals());

describe("the free-gift campaign form", () => {
  it("checks the fields with the shared schema before sending anything", async () => {
    const { user, fetch } = renderWithApi(<GiftForm campaign="new" onClose={() => {}} saved={() => {}} />);
    await user.type(screen.getByLabelText("Code"), "not valid!");
    await user.type(screen.getByLabelText("First day (UTC, empty: from now)"), "2026-05-10");
    await user.type(screen.getByLabelText("Last day (UTC, empty: no end)"), "2026-05-01");
    await user.click(screen.getByRole("checkbox", { name: "All stores" }));
    await user.click(screen.getByRole("button", { name: "Create campaign" }));
    expect(screen.getByText("Code: 1–32 letters, digits, dashes or underscores.")).toBeTruthy();
    expect(screen.getByText("Choose the gift product (its SPU code).")).toBeTruthy();
    expect(screen.getByText("The last day cannot be before the first day.")).toBeTruthy();
    expect(screen.getByText("Choose at least one store, or all stores.")).toBeTruthy();
    expect(screen.getByLabelText("Code").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("edits a campaign with its code fixed and sends the days, stores and minimum as KV keeps them", async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => answer(JSON.parse(String(init.body))));
    const saved = vi.fn();
    const { user } = renderWithApi(<GiftForm campaign={RUNNING} onClose={() => {}} saved={saved} />, fetch);
    expect(screen.getByRole("dialog", { name: "Edit campaign SPRING" })).toBeTruthy();
    expect(screen.getByLabelText("Code").hasAttribute("readonly")).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "fr" }));
    await user.clear(screen.getByLabelText("Minimum subtotal (USD)"));
    await user.type(screen.getByLabelText("Minimum subtotal (USD)"), "75.5");
    await user.click(screen.getByRole("button", { name: "Save campaign" }));
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0][0]).toMatch(/admin\/gift\/update$/);
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({
      code: "SPRING",
      spuCode: "HL100454",
      from: "2026-03-01",
      minSubtotalCents: 7550,
      stores: ["us", "de", "fr"],
    });
    expect(saved).toHaveBeenCalledOnce();
  });
});
