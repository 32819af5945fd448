import { CUSTOM_RULES, CUSTOM_STATUSES, isCancellable, type CustomStatus } from "~/shared/custom-requests";
import { Refusal } from "../refusal";
import { findRequestById, type CustomRequestRow } from "./requests-store";

/**
 * The custom request's steps (docs/decisions/0900-custom-jewelry.md): which status each step
 * leaves and which it reaches, and who takes it. Payments are not here: a stage becomes paid
 * only inside the settlement of its order (settle.ts), on the provider's confirmation.
 */
export const STEPS = {
  quote: { from: ["requested"], to: "quoted", actor: "staff" },
  sendDraft: { from: ["deposit_paid", "revision_asked"], to: "draft_sent", actor: "staff" },
  approve: { from: ["draft_sent"], to: "approved", actor: "shopper" },
  revise: { from: ["draft_sent"], to: "revision_asked", actor: "shopper" },
  askMold: { from: ["approved"], to: "mold_due", actor: "staff" },
  sendMoldPhotos: { from: ["mold_paid"], to: "mold_photos", actor: "staff" },
  askProduction: { from: ["mold_photos"], to: "production_due", actor: "staff" },
  sendFinished: { from: ["production_paid"], to: "finished_photos", actor: "staff" },
  askFinal: { from: ["finished_photos"], to: "final_due", actor: "staff" },
  ship: { from: ["final_paid"], to: "shipped", actor: "staff" },
  deliver: { from: ["shipped"], to: "delivered", actor: "staff" },
  cancel: { from: CUSTOM_STATUSES.filter(isCancellable), to: "cancelled", actor: "staff" },
} as const satisfies Record<string, { from: readonly CustomStatus[]; to: CustomStatus; actor: "staff" | "shopper" }>;
export type StepName = keyof typeof STEPS;

/** A step the request's status (or the revision limit) does not allow; `status` is where it is. */
export class CustomRefused extends Refusal {
  constructor(code: 400 | 403 | 404 | 409, messageKey: string, values: Record<string, unknown> = {}) {
    super(code, messageKey, { values });
  }
}

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * The SQL condition "the request is still in a status the step leaves": statements of the
 * step's batch are written with it and placed before the status UPDATE, so in the batch's
 * one transaction either the status moves and they all apply, or nothing does. Built only
 * from the step table and a row id, never from input.
 */
export function stillIn(requestId: number, from: readonly CustomStatus[], extra = ""): string {
  return `EXISTS (SELECT 1 FROM custom_requests WHERE id = ${Math.trunc(requestId)} AND status IN (${quoted(from)})${extra})`;
}

export interface StepInput {
  step: StepName;
  note?: string;
  actor?: "staff" | "shopper";
  /** More statements, guarded with `stillIn` (same `from`) by the caller. */
  extra?: (guard: string) => D1PreparedStatement[];
  /** More columns the status UPDATE sets ("tracking_number = ?"), with their values. */
  set?: { sql: string; values: unknown[] };
  now?: number;
}

/**
 * Takes one step in ONE D1 batch: the timeline row, the caller's statements and the status
 * change, all guarded by the status the step leaves. A request in another status is refused
 * with a message naming where it is; so is a second click racing the first.
 */
export async function takeStep(db: D1Database, request: CustomRequestRow, input: StepInput): Promise<CustomRequestRow> {
  const def = STEPS[input.step];
  const from = def.from as readonly CustomStatus[];
  const now = input.now ?? Date.now();
  // Revisions are limited: the count goes up with the status, in the same guarded UPDATE.
  const limit = input.step === "revise" ? ` AND revision_rounds < ${CUSTOM_RULES.maxRevisions}` : "";
  if (!from.includes(request.status)) throw wrongState(request.status);
  if (input.step === "revise" && request.revision_rounds >= CUSTOM_RULES.maxRevisions) {
    throw new CustomRefused(409, "custom.error.revisionLimit", { max: CUSTOM_RULES.maxRevisions });
  }
  const guard = stillIn(request.id, from, limit);
  const set = input.set ? `, ${input.set.sql}` : "";
  const rounds = input.step === "revise" ? ", revision_rounds = revision_rounds + 1" : "";
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO custom_request_events (request_id, from_status, to_status, actor, note, created_at)
         SELECT id, status, ?2, ?3, ?4, ?5 FROM custom_requests WHERE id = ?1 AND ${guard}`,
      )
      .bind(request.id, def.to, input.actor ?? def.actor, input.note ?? "", now),
    ...(input.extra?.(guard) ?? []),
    db
      .prepare(`UPDATE custom_requests SET status = ?, updated_at = ?${rounds}${set} WHERE id = ? AND status IN (${quoted(from)})${limit}`)
      .bind(def.to, now, ...(input.set?.values ?? []), request.id),
  ]);
  const fresh = (await findRequestById(db, request.id)) ?? request;
  if (!results[results.length - 1].meta.changes) throw wrongState(fresh.status);
  return fresh;
}

export const wrongState = (status: CustomStatus) => new CustomRefused(409, "custom.error.wrongState", { status });
