// Types of tally.mjs (plain Node for `npm run soak`), for its tests.
export type Outcome =
  | { kind: "answered" | "aborted"; method: string; path: string; label?: string; status?: number; body?: string; contentType?: string }
  | { kind: "dropped"; method: string; path: string; label?: string; reason: string };

export interface Counts {
  requests: number;
  serverErrors: number;
  dropped: number;
  leaked: number;
  aborted: number;
  unknownMethod: number;
}

export function isUnknownMethodAnswer(method: string, status: number | undefined): boolean;
export function leaksTrace(body: string | undefined, contentType?: string): boolean;
export function createTally(): {
  add(outcome: Outcome): void;
  counts: Counts;
  samples: { serverErrors: string[]; dropped: string[]; leaked: string[] };
};
export function verdict(run: { counts: Counts; planned: number; alive: boolean }): { ok: boolean; missed: string[] };
