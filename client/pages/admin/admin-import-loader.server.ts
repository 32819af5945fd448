import { mappingsWithChoices } from "~/worker/services/catalog-import/mappings";
import { adminScreenLoader, type AdminPageData } from "./admin-loader.server";

export interface AdminImportData extends AdminPageData {
  /** The merchant's type and tag mappings, with the categories and collections they may point at. */
  mappings: Awaited<ReturnType<typeof mappingsWithChoices>>;
}

/** The import screen with its mappings, read with the page and again after a mapping changes. */
export const adminImportLoader = adminScreenLoader("Catalogue import", "products.edit", async ({ context }) => ({
  mappings: await mappingsWithChoices(context.env.DB),
}));
