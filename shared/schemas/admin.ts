import { z } from "zod";
import { STAFF_ROLES } from "../admin-roles";
import { STORE_KEYS } from "../stores";
import { emailField } from "./email";
import { listCursor } from "./admin-list-cursor";

/**
 * Bodies of the back office's /api/admin calls, shared by its forms and the worker. The
 * back office is English only, so the messages are English sentences, not catalogue keys.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} can be at most ${max} characters.` });

const orderNumber = text("Order number", 40);

export const staffSignInBody = z.strictObject({
  email: emailField(),
  password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }).max(200),
});

export const shipOrderBody = z.strictObject({
  orderNumber,
  carrier: text("Carrier", 60),
  trackingNumber: text("Tracking number", 60).regex(/^[A-Za-z0-9 -]+$/, {
    error: "Tracking number may hold letters, digits, spaces and dashes only.",
  }),
});

export const orderNumberBody = z.strictObject({ orderNumber });

/** amount: in the order's currency (e.g. 12.50); omitted refunds everything not refunded yet. */
export const refundOrderBody = z.strictObject({
  orderNumber,
  amount: z.number({ error: "Amount must be a number." }).positive({ error: "Amount must be more than 0." }).max(1_000_000).optional(),
  reason: text("Reason", 200),
});

export const cancelOrderBody = z.strictObject({
  orderNumber,
  reason: text("Reason", 200),
});

export const orderNoteBody = z.strictObject({
  orderNumber,
  note: text("Note", 2000),
});

export const walletAdjustBody = z.strictObject({
  customerId: z.number({ error: "Customer is required." }).int().positive(),
  direction: z.enum(["credit", "debit"], { error: "Choose credit or debit." }),
  /** USD, the wallet's unit. */
  amount: z
    .number({ error: "Amount must be a number." })
    .min(0.01, { error: "Amount must be at least 0.01." })
    .max(10000, { error: "Amount can be at most 10000." }),
  reason: text("Reason", 200),
  /** A fresh key per form, so a double submit counts once. */
  key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, {
    error: "The form is out of date; reload it.",
  }),
});

export const customerIdBody = z.strictObject({
  customerId: z.number({ error: "Customer is required." }).int().positive(),
});

const COUPON_CODE = /^[A-Z0-9_-]{3,32}$/i;
const dateMs = (label: string) =>
  z
    .number({ error: `${label} is required.` })
    .int()
    .nonnegative();

/** The coupon rules checkout applies: percent 1–100 or an amount in USD, minimum, store, dates, uses. */
export const couponCreateBody = z
  .strictObject({
    code: z.string({ error: "Code is required." }).trim().regex(COUPON_CODE, {
      error: "Code: 3–32 letters, digits, dashes or underscores.",
    }),
    store: z.enum(STORE_KEYS, { error: "Unknown store." }).nullable(),
    kind: z.enum(["percent", "amount"], { error: "Choose percent or amount." }),
    /** percent: 1–100; amount: USD. */
    value: z.number({ error: "Value must be a number." }).positive({ error: "Value must be more than 0." }),
    minSubtotal: z.number({ error: "Minimum must be a number." }).min(0).max(100000),
    startsAt: dateMs("Start"),
    expiresAt: dateMs("End"),
    isPublic: z.boolean(),
    maxUses: z.number().int().positive({ error: "Uses must be at least 1." }).nullable(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === "percent" && (c.value > 100 || !Number.isInteger(c.value))) {
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: "A percentage is a whole number from 1 to 100.",
      });
    }
    if (c.expiresAt <= c.startsAt)
      ctx.addIssue({
        code: "custom",
        path: ["expiresAt"],
        message: "The end must be after the start.",
      });
  });

export const couponCodeBody = z.strictObject({
  code: z.string().trim().regex(COUPON_CODE, { error: "Unknown coupon." }),
});

export const ticketReplyBody = z.strictObject({
  ticketNumber: text("Ticket", 40),
  reply: text("Reply", 5000),
  close: z.boolean().default(false),
});

export const ticketNumberBody = z.strictObject({
  ticketNumber: text("Ticket", 40),
});

export const staffAddBody = z.strictObject({
  email: emailField(),
  name: text("Name", 80),
  role: z.enum(STAFF_ROLES, { error: "Unknown role." }),
  password: z.string().min(12, { error: "Password: at least 12 characters." }).max(200).optional(),
});

export const staffUpdateBody = z.strictObject({
  id: z.number().int().positive(),
  role: z.enum(STAFF_ROLES, { error: "Unknown role." }).optional(),
  active: z.boolean().optional(),
});

const page = z.number().int().min(1).max(10_000).default(1);

export const orderSearchBody = z.strictObject({
  q: z.string().trim().max(254).optional(),
  // "withdrawn": orders withdrawn from through the withdrawal button, whatever their status.
  status: z
    .enum(["unpaid", "bankConfirming", "inReview", "processing", "shipped", "refunded", "cancelled", "withdrawn"], { error: "Unknown status." })
    .optional(),
  store: z.enum(STORE_KEYS, { error: "Unknown store." }).optional(),
  from: z.number().int().nonnegative().optional(),
  to: z.number().int().nonnegative().optional(),
  page,
  cursor: listCursor.optional(),
});

export const customerSearchBody = z.strictObject({
  q: z.string().trim().min(1, { error: "Type part of an email." }).max(254),
  page,
  cursor: listCursor.optional(),
});
export const customerDetailBody = z.strictObject({
  customerId: z.number().int().positive(),
  walletPage: page,
});
export const couponListBody = z.strictObject({
  state: z.enum(["active", "inactive"]).optional(),
  store: z.enum(STORE_KEYS).optional(),
  page,
  cursor: listCursor.optional(),
});
export const ticketListBody = z.strictObject({
  status: z.enum(["open", "closed"]).optional(),
  store: z.enum(STORE_KEYS).optional(),
  page,
  cursor: listCursor.optional(),
});
export const auditListBody = z.strictObject({
  subjectType: z.enum(["order", "customer", "coupon", "ticket", "staff", "review", "question", "gift"]).optional(),
  subjectId: z.string().trim().max(80).optional(),
  page,
  cursor: listCursor.optional(),
});

export const paymentMismatchListBody = z.strictObject({ page, cursor: listCursor.optional() });

/** Staff return pieces of some lines (by position); the refund follows the coupon rule. */
export const returnLinesBody = z.strictObject({
  orderNumber,
  lines: z
    .array(z.strictObject({ position: z.number().int().min(0).max(999), quantity: z.number().int().min(1).max(99) }))
    .min(1, { error: "Choose at least one piece to return." })
    .max(50),
  reason: text("Reason", 200),
});

/** A route rule that redirects (docs/decisions/0804-redirects.md); the service checks paths and loops. */
export const redirectSaveBody = z.strictObject({
  store: z.enum(["*", ...STORE_KEYS], { error: "Choose a store." }),
  sourcePath: text("Old path", 500),
  target: text("Target", 2000),
  status: z.union([z.literal(301), z.literal(302)], { error: "Choose 301 or 302." }),
  /** An owner's tick that an absolute target on another site is meant (docs/decisions/1304-redirect-targets.md). */
  external: z.boolean({ error: "External must be true or false." }).default(false),
});

export const redirectDeleteBody = redirectSaveBody.pick({ store: true, sourcePath: true });

export const redirectListBody = z.strictObject({ page });
