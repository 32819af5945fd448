import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createWorker } from "../../app";

const worker = createWorker(async () => new Response("page"));
let nextIp = 0;

interface Envelope {
  code: number;
  message: string;
  data: { ticketNumber?: string; fields?: Record<string, string> } | null;
}

/** POSTs to index/ticket from its own client address, so the rate limit of one test never leaks into another. */
async function postTicket(body: unknown, options: { store?: string; ip?: string } = {}) {
  const execution = createExecutionContext();
  const response = await worker.fetch(
    new Request(`http://${options.store ?? "us"}.localhost/api/index/ticket`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": options.ip ?? `198.51.100.${++nextIp}` },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    env,
    execution,
  );
  await waitOnExecutionContext(execution);
  return { status: response.status, envelope: (await response.json()) as Envelope };
}

const countTickets = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM support_tickets").first<{ n: number }>())!.n;

const VALID = {
  name: "  Ana Díaz ",
  email: "Ana.Diaz@Example.com",
  orderNumber: "HE1001",
  topic: "return",
  message: "I would like to exchange my ring for a size 7.",
};

describe("index/ticket", () => {
  it("stores a valid ticket and answers its number", async () => {
    const { status, envelope } = await postTicket(VALID);
    expect(status).toBe(200);
    expect(envelope.code).toBe(200);
    const ticketNumber = envelope.data!.ticketNumber!;
    expect(ticketNumber).toMatch(/^T\d{8}-[0-9A-F]{6}$/);
    expect(envelope.message).toBe(`Thank you! Your ticket number is ${ticketNumber}. We reply within 24–48 hours.`);

    const row = await env.DB.prepare("SELECT * FROM support_tickets WHERE ticket_number = ?").bind(ticketNumber).first();
    expect(row).toMatchObject({
      store: "us",
      language: "en",
      name: "Ana Díaz",
      email: "ana.diaz@example.com",
      order_number: "HE1001",
      topic: "return",
      message: "I would like to exchange my ring for a size 7.",
    });
  });

  it("takes the order number as optional and answers in the store's language", async () => {
    const { orderNumber: _, ...withoutOrder } = VALID;
    const { status, envelope } = await postTicket(withoutOrder, { store: "de" });
    expect(status).toBe(200);
    const ticketNumber = envelope.data!.ticketNumber!;
    expect(envelope.message).toBe(`Vielen Dank! Ihre Ticketnummer lautet ${ticketNumber}. Wir antworten innerhalb von 24–48 Stunden.`);
    const row = await env.DB.prepare("SELECT store, language, order_number FROM support_tickets WHERE ticket_number = ?").bind(ticketNumber).first();
    expect(row).toEqual({ store: "de", language: "de", order_number: "" });
  });

  it.each([
    ["name", { ...VALID, name: "   " }, "Please enter your name."],
    ["email", { ...VALID, email: "ana@example" }, "Please enter a correct email format."],
    ["email", { ...VALID, email: "" }, "Please enter an email."],
    ["topic", { ...VALID, topic: "billing" }, "Please choose a topic."],
    ["message", { ...VALID, message: "Help!" }, "Please describe your request in at least 10 characters."],
  ])("refuses a bad %s with a 400 naming the field", async (field, body, text) => {
    const before = await countTickets();
    const { status, envelope } = await postTicket(body);
    expect(status).toBe(400);
    expect(envelope.code).toBe(400);
    expect(envelope.message).toBe(`${field}: ${text}`);
    expect(envelope.data!.fields![field]).toBe(text);
    expect(await countTickets()).toBe(before);
  });

  it("refuses a body that leaves out a required field", async () => {
    const { topic: _, ...withoutTopic } = VALID;
    const { status, envelope } = await postTicket(withoutTopic);
    expect(status).toBe(400);
    expect(envelope.data!.fields).toEqual({ topic: "Please choose a topic." });
  });

  it("translates field messages for the store", async () => {
    const { envelope } = await postTicket({ ...VALID, name: "" }, { store: "fr" });
    expect(envelope.message).toBe("name: Veuillez saisir votre nom.");
  });

  it("refuses unknown fields and malformed JSON", async () => {
    const before = await countTickets();
    const unknown = await postTicket({ ...VALID, priority: "high" });
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.data!.fields).toEqual({ priority: "Unknown field: priority" });

    const malformed = await postTicket('{"name": "Ana",');
    expect(malformed.status).toBe(400);
    expect(malformed.envelope.message).toBe("Malformed JSON body");
    expect(await countTickets()).toBe(before);
  });

  it("limits one client to five tickets an hour", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i++) expect((await postTicket(VALID, { ip })).status).toBe(200);
    const sixth = await postTicket(VALID, { ip });
    expect(sixth.status).toBe(429);
    expect(sixth.envelope.message).toBe("You have sent several requests already. Please try again in an hour.");
  });
});
