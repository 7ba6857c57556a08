import { journeys } from "@/db/schema";
import { defineAssetTable } from "@/lib/content-dashboard/assets";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import type { Orderable } from "@/lib/http/reorder";
import { NAME_MAX } from "./constants";

/** Where the dashboard keeps its hand-made order (lib/http/reorder.ts). */
export const journeyOrderable: Orderable = { table: journeys, id: journeys.id, locationId: journeys.locationId, ordering: journeys.ordering, noun: "Journey" };

/** POST /journey/update-thumbnail and PATCH /journey/update-ordering (lib/content-dashboard). */
export const journeyDashboard = defineDashboardType({ type: "journey", area: "journeys", orderable: journeyOrderable, thumbnail: journeys.thumbnail });

/** The dashboard's shared calls (lib/content-dashboard/assets.ts) on the journeys table. */
export const journeyAssets = defineAssetTable({
  table: journeys, id: journeys.id, locationId: journeys.locationId, name: journeys.name, nameMax: NAME_MAX, noun: "Journey",
  folderId: journeys.folderId, folderType: "journeys", enabled: journeys.enabled, updatedAt: journeys.updatedAt,
});
