import { z } from "zod";
import { CUSTOM_RULES, PIECE_TYPES } from "../custom-requests";
import { emailField } from "./email";
import { draftId, uploadKey } from "./reviews";
import { listCursor } from "./admin-list-cursor";

/** Bodies of the custom-jewelry calls; one schema for the API and the form. */
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: "custom.error.tooLong" });
const optionalText = z.string().trim().max(CUSTOM_RULES.fieldMax, { error: "custom.error.tooLong" }).default("");

export const customRequestBody = z.strictObject({
  name: text(CUSTOM_RULES.nameMax, "custom.error.name"),
  email: emailField("error.email.invalid"),
  country: z.string({ error: "custom.error.country" }).regex(/^[A-Z]{2}$/, { error: "custom.error.country" }),
  pieceType: z.enum(PIECE_TYPES, { error: "custom.error.pieceType" }),
  material: optionalText,
  stone: optionalText,
  details: text(CUSTOM_RULES.detailsMax, "custom.error.details"),
  productCode: z.string().trim().max(64).optional(),
  draft: draftId.optional(),
  images: z.array(uploadKey).max(CUSTOM_RULES.maxImages, { error: "custom.error.tooManyImages" }).default([]),
});
export type CustomRequestInput = z.input<typeof customRequestBody>;
export type CustomRequestSubmission = z.output<typeof customRequestBody>;

export const requestNumberField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^CJ[A-Z0-9]{6,20}$/, { error: "custom.error.unknown" });

export const customDecisionBody = z.strictObject({
  requestNumber: requestNumberField,
  decision: z.enum(["approve", "revise"]),
  message: z.string().trim().max(CUSTOM_RULES.revisionMessageMax, { error: "custom.error.tooLong" }).default(""),
});

/** Back office: the merchant's quote, in the request's currency (major units, 2 decimals). */
export const customQuoteBody = z.strictObject({
  requestNumber: requestNumberField,
  total: z.number().positive().max(1_000_000).multipleOf(0.01),
  deposit: z.number().positive().max(1_000_000).multipleOf(0.01),
});

export const customStaffStepBody = z.strictObject({
  requestNumber: requestNumberField,
  action: z.enum(["sendDraft", "askMold", "sendMoldPhotos", "askProduction", "sendFinished", "askFinal", "ship", "deliver", "cancel"]),
  /** Drafts and photos: the uploads' keys (the shared upload path, purpose "custom"). */
  images: z.array(uploadKey).max(CUSTOM_RULES.maxImages).default([]),
  note: z.string().trim().max(CUSTOM_RULES.revisionMessageMax).default(""),
  carrier: z.string().trim().max(60).default(""),
  trackingNumber: z.string().trim().max(60).default(""),
});
export type CustomStaffStep = z.output<typeof customStaffStepBody>;

export const customListBody = z.strictObject({
  status: z.string().max(40).optional(),
  store: z.string().max(20).optional(),
  q: z.string().trim().max(120).optional(),
  page: z.number().int().min(1).max(1000).default(1),
  cursor: listCursor.optional(),
});

/** Back office: a price difference to pay for an existing order. */
export const differenceRequestBody = z.strictObject({
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,32}$/),
  amount: z.number().positive().max(100_000).multipleOf(0.01),
  reason: z.string().trim().min(1).max(200),
});
