import type { ProductListItem } from "~/shared/catalog-admin-types";
import { productListBody } from "~/shared/schemas/admin-catalog";
import { listProducts } from "~/worker/services/admin/catalog-products";
import type { ListFilter } from "./admin-list-query.server";
import { adminListLoader, type AdminListData, type AdminPageData } from "./admin-loader.server";

/** The product search's fields, as the URL names them. */
const PRODUCT_FILTER = ["q", "store", "status", "stock"] as const;
export type ProductFilter = ListFilter<(typeof PRODUCT_FILTER)[number]>;

export type AdminProductsData = AdminPageData & AdminListData<(typeof PRODUCT_FILTER)[number], ProductListItem>;

/** The products the URL's search asks for, read with the screen and again after a product is saved. */
export const adminProductsLoader = adminListLoader(
  "Products",
  "products.view",
  { schema: productListBody, fields: PRODUCT_FILTER },
  ({ context }, body) => listProducts(context.env.DB, body),
);
