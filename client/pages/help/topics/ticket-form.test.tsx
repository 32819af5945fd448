import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInShell } from "../help-test-utils";
import { TicketForm } from "./ticket-form";

const CREATED = "Thank you! Your ticket number is T20261123-8F3K2Q. We reply within 24–48 hours.";
const envelope = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => envelope(200, { code: 200, message: CREATED, data: { ticketNumber: "T20261123-8F3K2Q" } }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "  Ana Díaz ");
  await user.type(screen.getByLabelText("Email address"), "ana@example.com");
  await user.type(screen.getByLabelText("Order number (optional)"), "HE1001");
  await user.selectOptions(screen.getByLabelText("Topic"), "shipping");
  await user.type(screen.getByLabelText("Your message"), "Where is my parcel? It left a week ago.");
}

/** The error text a field points to through aria-describedby. */
function describedErrors(field: HTMLElement) {
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)!)
    .filter((el) => el.classList.contains("field__error"))
    .map((el) => el.textContent);
}

// Typing with user-event is slow on a busy machine; the limit only guards against a hang.
describe("TicketForm", { timeout: 20_000 }, () => {
  it("shows every field's message, tied to the field, and focuses the first invalid one", async () => {
    const user = userEvent.setup();
    await renderInShell(<TicketForm />);
    await user.click(screen.getByRole("button", { name: "Send ticket" }));

    const name = screen.getByLabelText("Your name");
    // The schema loads on first use, so validation finishes a tick after the click.
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(describedErrors(name)).toEqual(["Please enter your name."]);
    expect(describedErrors(screen.getByLabelText("Email address"))).toEqual(["Please enter an email."]);
    expect(describedErrors(screen.getByLabelText("Topic"))).toEqual(["Please choose a topic."]);
    expect(describedErrors(screen.getByLabelText("Your message"))).toEqual(["Please describe your request in at least 10 characters."]);
    // The optional order number stays valid and keeps only its hint.
    expect(screen.getByLabelText("Order number (optional)").getAttribute("aria-invalid")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("moves focus to the first field still wrong", async () => {
    const user = userEvent.setup();
    await renderInShell(<TicketForm />);
    await user.type(screen.getByLabelText("Your name"), "Ana");
    await user.type(screen.getByLabelText("Email address"), "ana@example");
    await user.click(screen.getByRole("button", { name: "Send ticket" }));
    const email = screen.getByLabelText("Email address");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(describedErrors(email)).toEqual(["Please enter a correct email format."]);
    expect(describedErrors(screen.getByLabelText("Your name"))).toEqual([]);
  });

  it("speaks the shopper's language", async () => {
    const user = userEvent.setup();
    await renderInShell(<TicketForm />, { store: "de" });
    await user.click(screen.getByRole("button", { name: "Ticket absenden" }));
    await waitFor(() => expect(describedErrors(screen.getByLabelText("Ihr Name"))).toEqual(["Bitte geben Sie Ihren Namen ein."]));
    expect(describedErrors(screen.getByLabelText("Thema"))).toEqual(["Bitte wählen Sie ein Thema."]);
  });

  it("posts the validated body to index/ticket and shows the ticket number", async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderInShell(<TicketForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send ticket" }));

    const busy = screen.getByRole("button", { name: "loading..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/index/ticket");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Ana Díaz",
      email: "ana@example.com",
      orderNumber: "HE1001",
      topic: "shipping",
      message: "Where is my parcel? It left a week ago.",
    });

    answer(envelope(200, { code: 200, message: CREATED, data: { ticketNumber: "T20261123-8F3K2Q" } }));
    const success = await screen.findByTestId("ticket-success");
    expect(success.textContent).toContain(CREATED);
    expect(screen.queryByRole("form")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(success));

    await user.click(screen.getByRole("button", { name: "Send another ticket" }));
    expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("");
  });

  it("shows the API's field messages when the server refuses the body", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      envelope(400, {
        code: 400,
        message: "email: Please enter a correct email format.",
        data: { fields: { email: "Please enter a correct email format." } },
      }),
    );
    await renderInShell(<TicketForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send ticket" }));
    const email = screen.getByLabelText("Email address");
    await waitFor(() => expect(describedErrors(email)).toEqual(["Please enter a correct email format."]));
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole("alert").textContent).toBe("email: Please enter a correct email format.");
  });

  it("says so when the ticket cannot be sent", async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderInShell(<TicketForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send ticket" }));
    expect((await screen.findByRole("alert")).textContent).toBe("We could not send your ticket. Please try again later.");
    expect((screen.getByRole("button", { name: "Send ticket" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText("Your message") as HTMLTextAreaElement).value).toBe("Where is my parcel? It left a week ago.");
  });
});
