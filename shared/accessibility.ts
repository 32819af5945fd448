import type { StoreKey } from "./stores";

/**
 * The accessibility statement's facts (docs/decisions/1328-accessibility-statement.md): when the
 * shop was last checked and how — the axe-core journeys of `npm test` that check shopper pages
 * (shared/accessibility.test.ts keeps this list equal to the journeys that call axe).
 */
export const LAST_CHECKED = "2026-11-27";

export const AXE_JOURNEYS = [
  "e2e/foundation/accessibility.spec.ts",
  "e2e/catalog/a11y.spec.ts",
  "e2e/catalog/look-books.spec.ts",
  "e2e/foundation/cookie-settings.spec.ts",
  "e2e/foundation/info-pages.spec.ts",
  "e2e/foundation/preferences.spec.ts",
  "e2e/help-centre.spec.ts",
  "e2e/reviews/reviews.spec.ts",
  "e2e/checkout.spec.ts",
  "e2e/checkout/tariff-and-saved-cards.spec.ts",
  "e2e/checkout/track-by-number.spec.ts",
  "e2e/checkout/vat-invoice.spec.ts",
  "e2e/checkout/vat-uk.spec.ts",
  "e2e/accounts/account-details.spec.ts",
  "e2e/accounts/account-journey.spec.ts",
  "e2e/accounts/orders.spec.ts",
  "e2e/accounts/returns.spec.ts",
  "e2e/accounts/wallet-coupons.spec.ts",
  "e2e/custom-jewelry/custom-jewelry.spec.ts",
  "e2e/legal/withdrawal.spec.ts",
  "e2e/legal/accessibility-statement.spec.ts",
  "e2e/legal/omnibus-prices.spec.ts",
  "e2e/legal/data-rights.spec.ts",
] as const;

/**
 * Where a consumer turns when our answer does not satisfy them: the authority that enforces the
 * accessibility rules in the store's country (null: the one of the consumer's own country).
 */
export const ENFORCEMENT: Record<StoreKey, string | null> = {
  de: "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburg — https://www.mlbf-barrierefrei.de",
  fr: "Direction générale de la concurrence, de la consommation et de la répression des fraudes (DGCCRF) — https://www.economie.gouv.fr/dgccrf",
  uk: "Equality Advisory and Support Service (EASS) — https://www.equalityadvisoryservice.com",
  us: null,
  mx: null,
  us_vip: null,
  apparel: null,
  heycharm: null,
};
