/**
 * Custom-made jewelry (docs/decisions/0900-custom-jewelry.md): the request's statuses in
 * order, its payable stages and the pure money rules. The worker enforces them; the account
 * and back-office screens read them.
 */
export const CUSTOM_STATUSES = [
  "requested",
  "quoted",
  "deposit_paid",
  "draft_sent",
  "revision_asked",
  "approved",
  "mold_due",
  "mold_paid",
  "mold_photos",
  "production_due",
  "production_paid",
  "finished_photos",
  "final_due",
  "final_paid",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type CustomStatus = (typeof CUSTOM_STATUSES)[number];

export const CUSTOM_STAGES = ["deposit", "mold", "production", "final"] as const;
export type CustomStage = (typeof CUSTOM_STAGES)[number];

/** The status that waits for each stage's payment, and the one its payment leads to. */
export const STAGE_WAIT: Record<CustomStage, { due: CustomStatus; paid: CustomStatus }> = {
  deposit: { due: "quoted", paid: "deposit_paid" },
  mold: { due: "mold_due", paid: "mold_paid" },
  production: { due: "production_due", paid: "production_paid" },
  final: { due: "final_due", paid: "final_paid" },
};

/** The stage a status waits for the shopper to pay, if any. */
export function stageDue(status: string): CustomStage | null {
  return CUSTOM_STAGES.find((stage) => STAGE_WAIT[stage].due === status) ?? null;
}

/** Custom pieces are made to the request: 3–4 weeks in all; the deposit is 20–50 USD (spec). */
export const CUSTOM_RULES = {
  depositMinUsdCents: 2000,
  depositMaxUsdCents: 5000,
  /** How many times the shopper may ask for the draft to be redone. */
  maxRevisions: 3,
  maxImages: 5,
  /** Cancelling is possible until the production payment: the piece is not being made yet. */
  cancellableUntil: "production_paid" as CustomStatus,
  nameMax: 80,
  detailsMax: 2000,
  fieldMax: 80,
  revisionMessageMax: 1000,
} as const;

export const isCancellable = (status: string) =>
  status !== "cancelled" &&
  CUSTOM_STATUSES.indexOf(status as CustomStatus) >= 0 &&
  CUSTOM_STATUSES.indexOf(status as CustomStatus) < CUSTOM_STATUSES.indexOf(CUSTOM_RULES.cancellableUntil);

/**
 * The three stage amounts after the deposit, in minor units: 30 / 40 / 30 % of (total −
 * deposit), the first two rounded to the cent and the last taking what is left, so the three
 * add up to the cent.
 */
export function stageAmounts(totalMinor: number, depositMinor: number): Record<CustomStage, number> {
  const rest = totalMinor - depositMinor;
  const mold = Math.round((rest * 30) / 100);
  const production = Math.round((rest * 40) / 100);
  return { deposit: depositMinor, mold, production, final: rest - mold - production };
}

/** The piece types the form offers (the form's choice; the label comes from the catalogue). */
export const PIECE_TYPES = ["ring", "necklace", "pendant", "bracelet", "earrings", "chain", "grillz", "other"] as const;
