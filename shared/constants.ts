/** Business constants and the UI defaults the shell uses. */
export const CART_BADGE_CAP = 99;
export const BACK_TO_TOP_THRESHOLD_PX = 200;
export const COPYRIGHT_FROM_YEAR = 2018;
export const HISTORY_DRAWER_WIDTH_PX = 448;
export const REVIEW_COUNT_DISPLAYED = 4507;
export const TRUST_SCORE = 4.4;

export const SHIPPING = {
  /** Free standard shipping from this subtotal (USD cents); the data may lower it to 0. */
  freeStandardFromUsdCents: 6900,
  expressUsdCents: 1500,
  expressFreeOverUsdCents: 16000,
  threeDayUsdCents: 2500,
  standardDays: "7–15",
  expressDays: "5–7",
  threeDayDays: "3",
} as const;

export const RETURNS_DAYS = 30;
export const JEWELSAFE_RETURNS_DAYS = 90;

export const PAY_IN_4 = { minUsd: 30, maxUsd: 1500, installments: 4, minAge: 18 } as const;

export const CUSTOM_JEWELRY = {
  weeks: "3–4",
  depositUsd: { min: 20, max: 50 },
  payments: [30, 40, 30],
  moldDays: "5–9",
  draftHours: 24,
  courierDays: "3–5",
} as const;

/** At or below this many pieces a product page says "Only {n} left". */
export const LOW_STOCK = 5;
export const PERSONALIZATION = { signatureMax: 12, messageMax: 150 } as const;
export const UPLOAD = { maxBytes: 10 * 1024 * 1024, reviewMax: 4, customMax: 5 } as const;

export const DEFAULT_META = {
  seoTitle: "Banquet & Evening Dresses, Fine Jewelry and Watches",
  seoDescription:
    "Banquet and evening dresses, fine jewelry and watches: made to order, lifetime warranty, free standard shipping and 30-day returns.",
  seoKeywords: "evening dresses, banquet dresses, jewelry, watches, moissanite",
} as const;
