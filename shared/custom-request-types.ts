import type { Price } from "./checkout-types";
import type { CustomStage, CustomStatus } from "./custom-requests";

/** What the account pages and the back office get for a custom request (worker/services/custom-jewelry). */
export interface StagePayment {
  stage: CustomStage;
  amount: Price;
  /** Asked for: the shopper can pay it (or has). */
  param: string | null;
  paid: boolean;
  refunded: boolean;
  orderNumber: string | null;
  /** Where the shopper pays it: checkout, or the unpaid order's own page to continue. */
  payUrl: string | null;
}

export interface CustomRequestView {
  requestNumber: string;
  store: string;
  status: CustomStatus;
  name: string;
  email: string;
  country: string;
  pieceType: string;
  material: string;
  stone: string;
  details: string;
  productCode: string | null;
  total: Price | null;
  deposit: Price | null;
  stages: StagePayment[];
  revisionRounds: number;
  carrier: string | null;
  trackingNumber: string | null;
  /** `type`: a picture, or a video of the finished piece (played from `url`). */
  media: { key: string; kind: string; type: "image" | "video"; width: number | null; height: number | null; url: string; large: string }[];
  timeline: { from: string | null; to: string; actor: string; note: string; at: number }[];
  createdAt: number;
  updatedAt: number;
}

export interface CustomRequestSummary {
  requestNumber: string;
  store: string;
  status: CustomStatus;
  pieceType: string;
  name: string;
  email: string;
  total: Price | null;
  createdAt: number;
  updatedAt: number;
}
