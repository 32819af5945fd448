/** Shapes of /api/admin answers the screens share (the worker's services define them). */
export type { Paged } from "~/worker/services/admin/paging";
export type { AdminOrderDetail } from "~/worker/services/admin/order-search";
