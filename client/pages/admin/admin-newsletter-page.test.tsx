import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "~/shared/admin-roles";
import type { NewsletterList } from "~/shared/admin-types";
import { stubApi } from "../../components/account/test-shell";
import AdminNewsletterPage from "./admin-newsletter-page";
import { renderScreen } from "./admin-screen-stub";

const list: NewsletterList = {
  items: [{ email: "ada@example.com", store: "uk", language: "en-GB", source: "footer", createdAt: Date.UTC(2026, 0, 2) }],
  total: 1,
  page: 1,
  pageCount: 1,
  perStore: [{ store: "uk", count: 1 }],
};

/** The screen under its loader: each read (the first, a new filter, a reload after a removal) is recorded with its query. */
async function open(role: StaffRole) {
  const api = stubApi({
    "admin/newsletter/export": { code: 200, data: null },
    "admin/newsletter/remove": { code: 200, message: "ada@example.com was removed from the newsletter.", data: { email: "ada@example.com" } },
  });
  vi.stubGlobal("fetch", api.fetch);
  const reads: Record<string, string>[] = [];
  await renderScreen(
    "adminNewsletter",
    "/admin/newsletter",
    (query) => {
      const filter = { store: query.get("store") ?? "", language: query.get("language") ?? "", q: query.get("q") ?? "" };
      reads.push(filter);
      return { staff: { email: `${role}@heliora.example`, name: role, role }, screens: [], title: "Newsletter", filter, list, error: null };
    },
    AdminNewsletterPage,
  );
  await screen.findByText("ada@example.com");
  return { api, reads };
}

describe("the back office's newsletter screen", () => {
  it("shows support the list and the totals, without the export or the remove button", async () => {
    await open("support");
    expect(screen.getByTestId("newsletter-totals").textContent).toBe("1 uk");
    expect(screen.queryByRole("button", { name: "Download these subscribers as CSV" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove ada@example.com" })).toBeNull();
  });

  it("checks the search with the route's schema and exports what the filter shows", async () => {
    const { api, reads } = await open("owner");
    const user = userEvent.setup();
    const search = screen.getByLabelText("Email contains");
    await user.click(search);
    await user.paste("x".repeat(255));
    await user.click(screen.getByRole("button", { name: "Find" }));
    expect(screen.getByText("Search can be at most 254 characters.")).toBeTruthy();
    expect(reads).toHaveLength(1);
    await user.clear(search);
    await user.type(search, "ada");
    await user.click(screen.getByRole("button", { name: "Find" }));
    await waitFor(() => expect(reads.at(-1)).toEqual({ store: "", language: "", q: "ada" }));
    // The export is a POST of the filter (an audit row each), saved through an object URL.
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:csv"), revokeObjectURL: vi.fn() }));
    await user.click(screen.getByRole("button", { name: "Download these subscribers as CSV" }));
    await waitFor(() => expect(api.calls.find((c) => c.path === "admin/newsletter/export")?.body).toEqual({ store: "", language: "", q: "ada" }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:csv"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("removes only after the confirmation, whose first focus is Keep, then reads the list again", async () => {
    const { api, reads } = await open("owner");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Remove ada@example.com" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep" })));
    await user.click(screen.getByRole("button", { name: "Keep" }));
    expect(api.calls.some((c) => c.path === "admin/newsletter/remove")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Remove ada@example.com" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(api.calls.find((c) => c.path === "admin/newsletter/remove")?.body).toEqual({ email: "ada@example.com" });
  });
});

afterEach(() => vi.unstubAllGlobals());
