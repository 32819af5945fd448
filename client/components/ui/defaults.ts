import { UPLOAD } from "~/shared/constants";
import { TOAST_DEFAULTS } from "./toast-store";

/** The UI defaults, in one place so widgets and their tests read the same numbers. */
export const UI_DEFAULTS = {
  toast: TOAST_DEFAULTS,
  drawer: { width: "30%", height: "40%", direction: "right", zIndex: 2000 },
  dialog: { width: "50%", zIndex: 1000 },
  select: { heightPx: 40, zIndex: 5000 },
  tooltip: { zIndex: 2000 },
  rate: { count: 5, sizePx: 18, color: "gold", gapPx: 4 },
  preview: { maxScale: 7, minScale: 0.2, scaleStep: 0.2, rotateStepDeg: 90 },
  slider: { min: 0, max: 100, step: 1 },
  pagination: { pageSize: 10, pagerCount: 5 },
  progress: { heightPx: 14 },
  skeleton: { rows: 3, lastRowWidth: "60%" },
  upload: { maxCount: 1, maxBytes: UPLOAD.maxBytes, reviewMax: UPLOAD.reviewMax, customMax: UPLOAD.customMax },
  table: { columnWidth: "50px", align: "left" },
  swipeThresholdPx: 10,
  stepper: { min: 1, step: 1 },
  loadingRedirectDelayMs: 1000,
} as const;
