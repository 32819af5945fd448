// Types of cases.mjs (plain Node for `npm run soak`), for its tests.
import type { Random } from "./random.mjs";

export interface SoakRequest {
  method: string;
  path: string;
  headers: [string, string][];
  body?: string;
  label: string;
}
export interface AbortedRequest extends SoakRequest {
  abort: "before-answer" | "mid-stream" | "partial-body" | "upload" | "after-body";
  reset: boolean;
}
export function malformedRequest(random: Random, port: number): SoakRequest;
export function abortedRequest(random: Random, port: number): AbortedRequest;
