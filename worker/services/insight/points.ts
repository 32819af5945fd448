import type { DeviceType } from "~/shared/device";
import type { InsightKind } from "~/shared/insight";

/**
 * One recorded event, in the layout both stores share: Workers Analytics Engine's data point
 * (index1, blob1…blob8, double1…double2) and the local stand-in's `insight_events` row, so one
 * query reads either (./queries.ts).
 *
 * index1 store · blob1 kind · blob2 page type · blob3 device class · blob4 visit id ·
 * blob5 campaign · blob6 landing path · blob7 detail (search term, vital, product, currency) ·
 * blob8 the visit's LCP bucket · double1 value (results, position, vital, USD) · double2 amount
 * in the store's currency.
 */
export interface InsightPoint {
  store: string;
  kind: InsightKind;
  page: string;
  device: DeviceType;
  visit: string;
  campaign: string;
  landing: string;
  detail: string;
  lcp: string;
  value: number;
  value2: number;
}

export const BLOB_COUNT = 8;
export const DOUBLE_COUNT = 2;

export function blobsOf(point: InsightPoint): string[] {
  return [point.kind, point.page, point.device, point.visit, point.campaign, point.landing, point.detail, point.lcp];
}

export const doublesOf = (point: InsightPoint): number[] => [point.value, point.value2];

/** The Analytics Engine data point: the store is the index, so sampling keeps each store's share. */
export const dataPointOf = (point: InsightPoint): AnalyticsEngineDataPoint => ({
  indexes: [point.store],
  blobs: blobsOf(point),
  doubles: doublesOf(point),
});
