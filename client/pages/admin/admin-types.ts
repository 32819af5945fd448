/** Shapes of /api/admin answers the screens share (the worker's services define them; types only). */
export type { Paged } from "~/worker/services/admin/paging";
export type { AdminOrderDetail, OrderListItem } from "~/worker/services/admin/order-search";
export type { AdminCoupon } from "~/worker/services/admin/coupons";
export type { AuditRow } from "~/worker/services/admin/audit";
export type { AdminTicket } from "~/worker/services/admin/tickets";
export type { ModerationQuestion, ModerationReview } from "~/worker/services/admin/review-queue";
