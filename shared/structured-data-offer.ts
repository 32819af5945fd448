/**
 * What a product's Offer says about delivery and returns, as search engines' merchant
 * listings read it: OfferShippingDetails from the freight rules (the store's currency and
 * country), and MerchantReturnPolicy from the 30-day rule (90 with JewelSafe).
 */
import { JEWELSAFE_RETURNS_DAYS, RETURNS_DAYS } from "./constants";

type Json = Record<string, unknown>;

/** One delivery option as the freight rules price it for the product alone. */
interface ShippingOption {
  /** Price in `currency`, 0 when free. */
  price: number;
  /** Transit days as the rules write them: "7–15", or "3". */
  days: string;
}

export interface OfferTerms {
  /** The store's country (ISO 3166-1 alpha-2): where these options and returns apply. */
  country: string;
  currency: string;
  shipping: ShippingOption[];
  /** The product offers JewelSafe, whose plan extends free returns. */
  jewelSafe: boolean;
}

// Processing before the parcel leaves: 3–5 business days.
const HANDLING_DAYS = { min: 3, max: 5 };

function dayRange(days: string): { min: number; max: number } {
  const [min, max = min] = days.split(/[–-]/).map((part) => Number.parseInt(part, 10));
  return { min, max };
}

export function shippingDetailsJsonLd(terms: Pick<OfferTerms, "country" | "currency" | "shipping">): Json[] {
  return terms.shipping.map((option) => {
    const transit = dayRange(option.days);
    return {
      "@type": "OfferShippingDetails",
      shippingRate: { "@type": "MonetaryAmount", value: option.price.toFixed(2), currency: terms.currency },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: terms.country },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: { "@type": "QuantitativeValue", minValue: HANDLING_DAYS.min, maxValue: HANDLING_DAYS.max, unitCode: "DAY" },
        transitTime: { "@type": "QuantitativeValue", minValue: transit.min, maxValue: transit.max, unitCode: "DAY" },
      },
    };
  });
}

const returnPolicy = (country: string, days: number, name: string): Json => ({
  "@type": "MerchantReturnPolicy",
  name,
  applicableCountry: country,
  returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
  merchantReturnDays: days,
  returnMethod: "https://schema.org/ReturnByMail",
  returnFees: "https://schema.org/FreeReturn",
});

/** The 30-day policy every product has, and the 90-day one its JewelSafe plan buys. */
export function returnPoliciesJsonLd(terms: Pick<OfferTerms, "country" | "jewelSafe">): Json[] {
  return [
    returnPolicy(terms.country, RETURNS_DAYS, "Returns"),
    ...(terms.jewelSafe ? [returnPolicy(terms.country, JEWELSAFE_RETURNS_DAYS, "Returns with JewelSafe")] : []),
  ];
}
