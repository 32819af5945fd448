// Types of raw-http.mjs (plain Node for `npm run soak`), for its tests.
import type { AbortedRequest, SoakRequest } from "./cases.mjs";
import type { Outcome } from "./tally.mjs";

export function send(port: number, request: SoakRequest | AbortedRequest): Promise<Outcome>;
