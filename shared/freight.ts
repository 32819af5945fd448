type ShippingMethodKey = "standard" | "express" | "threeDay";

/** One shipping method as the shopper is offered it (worker/services/freight.ts computes it). */
export interface FreightOption {
  method: ShippingMethodKey;
  /** Price in the shopper's currency, 0 when free. */
  price: number;
  free: boolean;
  days: string;
  /** For a paid option that turns free: the subtotal needed, in the shopper's currency. */
  freeFrom: number | null;
}
