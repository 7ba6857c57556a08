import { pages } from "@/db/schema";
import { defineAssetTable } from "@/lib/content-dashboard/assets";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import { TITLE_MAX } from "./constants";
import { pageOrderable } from "./orderable";

/** POST /page/update-thumbnail and PATCH /page/update-ordering (lib/content-dashboard). */
export const pageDashboard = defineDashboardType({ type: "page", area: "pages", orderable: pageOrderable, thumbnail: pages.thumbnail });

/** The dashboard's shared calls (lib/content-dashboard/assets.ts) on the pages table. */
export const pageAssets = defineAssetTable({
  table: pages, id: pages.id, locationId: pages.locationId, name: pages.title, nameMax: TITLE_MAX, noun: "Page",
  folderId: pages.folderId, folderType: "pages", enabled: pages.enabled, updatedAt: pages.updatedAt,
});
