import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignOutButton } from "./sign-out-button";
import { renderInShell, stubApi } from "./test-shell";

afterEach(() => vi.unstubAllGlobals());

describe("SignOutButton", () => {
  it("is a real form posting to account/signOut, so it works without JavaScript", async () => {
    await renderInShell(<SignOutButton />);
    const form = screen.getByRole("button", { name: "Sign out" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/account/signOut");
  });

  it("calls the API and goes home", async () => {
    const api = stubApi({ "account/signOut": { code: 200 } });
    vi.stubGlobal("fetch", api.fetch);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, pathname: "/", search: "" });
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    await renderInShell(<SignOutButton />);
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(api.calls.map((c) => c.path)).toEqual(["account/signOut"]);
    expect(submit).not.toHaveBeenCalled();
  });

  it("falls back to posting the form when the call fails, so the server clears the cookie", async () => {
    vi.stubGlobal("fetch", stubApi({ "account/signOut": new TypeError("Failed to fetch") }).fetch);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    await renderInShell(<SignOutButton />);
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });
});
