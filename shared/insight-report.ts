import type { InsightFilter } from "./schemas/insight";

/** What `admin/insight/report` answers: the insight screen's tables (worker/services/insight/report.ts). */
export interface InsightReport {
  filter: InsightFilter;
  campaigns: {
    store: string;
    campaign: string;
    landing: string;
    visits: number;
    orders: number;
    revenueUsd: number;
    revenueStore: number;
    currency: string;
    /** Orders per visit, 0–1. */
    conversion: number;
  }[];
  /** Visits reaching each step; `drop`: the share of the previous step's visits that did not, 0–1. */
  funnel: { step: string; visits: number; drop: number }[];
  search: {
    top: { term: string; searches: number; results: number; clicks: number; clickThrough: number }[];
    none: { term: string; searches: number }[];
  };
  speed: {
    p75: { name: string; page: string; store: string; device: string; p75: number; samples: number; good: boolean }[];
    trend: { day: string; name: string; p75: number; good: boolean }[];
    lcp: { bucket: string; visits: number; paid: number; conversion: number }[];
  };
}
