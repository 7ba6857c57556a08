import { pages } from "@/db/schema";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import { pageOrderable } from "./orderable";

/** POST /page/update-thumbnail and PATCH /page/update-ordering (lib/content-dashboard). */
export const pageDashboard = defineDashboardType({ type: "page", area: "pages", orderable: pageOrderable, thumbnail: pages.thumbnail });
