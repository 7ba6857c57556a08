import { templates } from "@/db/schema";
import { defineAssetTable } from "@/lib/content-dashboard/assets";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import { NAME_MAX } from "./constants";

/** Templates' cards: hand-made order and thumbnails through the content dashboard kit. */
export const templateOrderable = { table: templates, id: templates.id, locationId: templates.locationId, ordering: templates.ordering, noun: "Template" };
export const templateDashboard = defineDashboardType({ type: "template", area: "templates", orderable: templateOrderable, thumbnail: templates.thumbnail });

/** The dashboard's shared calls (lib/content-dashboard/assets.ts) on the templates table (categories, not folders). */
export const templateAssets = defineAssetTable({ table: templates, id: templates.id, locationId: templates.locationId, name: templates.name, nameMax: NAME_MAX, noun: "Template", updatedAt: templates.updatedAt });
