import { forms } from "@/db/schema";
import { defineAssetTable } from "@/lib/content-dashboard/assets";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import type { Orderable } from "@/lib/http/reorder";
import { FORM_TITLE_MAX } from "./constants";

export const formOrderable: Orderable = { table: forms, id: forms.id, locationId: forms.locationId, ordering: forms.ordering, noun: "Form" };

/** /form/update-thumbnail and /form/update-ordering (lib/content-dashboard). */
export const formDashboard = defineDashboardType({ type: "form", area: "forms", orderable: formOrderable, thumbnail: forms.thumbnail });

/** The dashboard's shared calls (lib/content-dashboard/assets.ts) on the forms table. */
export const formAssets = defineAssetTable({
  table: forms, id: forms.id, locationId: forms.locationId, name: forms.title, nameMax: FORM_TITLE_MAX, noun: "Form",
  folderId: forms.folderId, folderType: "forms", enabled: forms.enabled, updatedAt: forms.updatedAt,
});
