import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInShell, stubApi } from "../../components/account/test-shell";
import { SignInForm } from "./sign-in-form";

afterEach(() => vi.unstubAllGlobals());

/** The texts an element's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

const forgot = { to: "/login?tab=reset", onClick: () => {} };

describe("SignInForm", () => {
  it("shows the schema's messages beside the fields and focuses the first one", async () => {
    const api = stubApi({});
    vi.stubGlobal("fetch", api.fetch);
    await renderInShell(<SignInForm redirect="/accounts" notice={null} forgotLink={forgot} />);
    const submit = await screen.findByRole<HTMLButtonElement>("button", { name: "Sign in" });
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
    await userEvent.click(submit);
    const email = screen.getByRole("textbox", { name: /email/i });
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(description(email)).toBe("Please enter an email.");
    expect(description(screen.getByLabelText(/^password/i))).toBe("Please enter a password.");
    expect(api.calls).toEqual([]);
  });

  it("sends email, password and remember me, then goes to the redirect", async () => {
    const api = stubApi({ "account/signIn": { code: 200, message: "You are signed in." } });
    vi.stubGlobal("fetch", api.fetch);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await renderInShell(<SignInForm redirect="/accounts/addressbook" notice={null} forgotLink={forgot} />);
    await userEvent.type(screen.getByRole("textbox", { name: /email/i }), "  ada@example.com ");
    await userEvent.type(screen.getByLabelText(/^password/i), "Velvet-Moonstone-42");
    await userEvent.click(screen.getByRole("checkbox", { name: "Remember me for 30 days" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/accounts/addressbook"));
    expect(api.calls).toEqual([{ path: "account/signIn", body: { email: "ada@example.com", password: "Velvet-Moonstone-42", remember: true } }]);
  });

  it("shows the API's answer when sign-in fails", async () => {
    vi.stubGlobal("fetch", stubApi({ "account/signIn": { code: 400, message: "The email or password is incorrect." } }).fetch);
    await renderInShell(<SignInForm redirect="/" notice={null} forgotLink={forgot} />);
    await userEvent.type(screen.getByRole("textbox", { name: /email/i }), "ada@example.com");
    await userEvent.type(screen.getByLabelText(/^password/i), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The email or password is incorrect."));
  });
});
