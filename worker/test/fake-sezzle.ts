import { hmacHex } from "../services/payments/hmac";
import { json, receive, type FakeCall } from "./fake-http";

/**
 * A local Sezzle v2 API for the adapter's tests, following Sezzle's published contract for
 * what the adapter uses: key authentication, checkout sessions, reading an order, refunds
 * and HMAC-signed webhooks. The test decides what the shopper did with `finish`.
 */
export const FAKE_SEZZLE = { base: "https://sezzle.fake", publicKey: "sz_pub_test", privateKey: "sz_pr_test" };

interface FakeOrder {
  uuid: string;
  reference_id: string;
  order_amount: { amount_in_cents: number; currency: string };
  complete: string;
  cancel: string;
  paid: boolean;
}

export function fakeSezzle() {
  const orders = new Map<string, FakeOrder>();
  const calls: FakeCall[] = [];

  function route(method: string, path: string, body: any, auth: string): Response {
    if (method === "POST" && path === "/v2/authentication") {
      if (body.public_key !== FAKE_SEZZLE.publicKey || body.private_key !== FAKE_SEZZLE.privateKey)
        return json(401, [{ code: "unauthorized", message: "Invalid keys" }]);
      return json(200, { token: "sz-token", expiration_date: new Date(Date.now() + 3600_000).toISOString(), merchant_uuid: "m-1" });
    }
    if (auth !== "Bearer sz-token") return json(401, [{ code: "unauthorized" }]);
    if (method === "POST" && path === "/v2/session") {
      const o = body.order;
      if (o?.intent !== "CAPTURE" || !Number.isInteger(o?.order_amount?.amount_in_cents) || !body.complete_url?.href)
        return json(422, [{ code: "invalid", location: "order" }]);
      const uuid = crypto.randomUUID();
      orders.set(uuid, {
        uuid,
        reference_id: o.reference_id,
        order_amount: o.order_amount,
        complete: body.complete_url.href,
        cancel: body.cancel_url.href,
        paid: false,
      });
      return json(201, {
        uuid: crypto.randomUUID(),
        order: { uuid, intent: "CAPTURE", checkout_url: `https://sandbox.checkout.sezzle.com/?id=${uuid}` },
      });
    }
    const read = path.match(/^\/v2\/order\/([\w-]+)(\/refund)?$/);
    const order = read ? orders.get(read[1]) : undefined;
    if (read && !order) return json(404, [{ code: "not_found", location: "order_uuid" }]);
    if (order && method === "GET") {
      return json(200, {
        uuid: order.uuid,
        intent: "CAPTURE",
        reference_id: order.reference_id,
        order_amount: order.order_amount,
        ...(order.paid
          ? {
              authorization: {
                authorization_amount: order.order_amount,
                approved: true,
                captures: [{ uuid: `cap-${order.uuid}`, amount: order.order_amount }],
              },
            }
          : {}),
      });
    }
    if (order && read?.[2] && method === "POST") return json(201, { uuid: `ref-${order.uuid}` });
    return json(404, [{ code: "not_found" }]);
  }

  return {
    calls,
    orders,
    /** The shopper finishes (paid) or cancels on Sezzle's page; answers where Sezzle sends them. */
    finish(uuid: string, paid: boolean): URL {
      const order = orders.get(uuid)!;
      order.paid = paid;
      return new URL(paid ? order.complete : order.cancel);
    },
    async webhook(uuid: string, key = FAKE_SEZZLE.privateKey) {
      const body = JSON.stringify({
        uuid: crypto.randomUUID(),
        time: new Date().toISOString(),
        event: "order.captured",
        data: { uuid, reference_id: orders.get(uuid)!.reference_id },
      });
      return { body, signature: await hmacHex(key, body) };
    },
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const { request, body, path } = await receive(calls, input, init);
      return route(request.method, path, body, request.headers.get("Authorization") ?? "");
    },
  };
}

/** The worker's environment with Sezzle configured to talk to the fake. */
export const withFakeSezzle = <T extends object>(bindings: T) => ({
  ...bindings,
  SEZZLE_PUBLIC_KEY: FAKE_SEZZLE.publicKey,
  SEZZLE_PRIVATE_KEY: FAKE_SEZZLE.privateKey,
  SEZZLE_API_BASE: FAKE_SEZZLE.base,
});
