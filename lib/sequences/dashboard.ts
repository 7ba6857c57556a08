import { sequences } from "@/db/schema";
import { defineAssetTable } from "@/lib/content-dashboard/assets";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import type { Orderable } from "@/lib/http/reorder";
import { TITLE_MAX } from "./constants";

/** Where the dashboard keeps its hand-made order (lib/http/reorder.ts). */
export const sequenceOrderable: Orderable = { table: sequences, id: sequences.id, locationId: sequences.locationId, ordering: sequences.ordering, noun: "Sequence" };

/** POST /sequence/update-thumbnail and PATCH /sequence/update-ordering (lib/content-dashboard). */
export const sequenceDashboard = defineDashboardType({ type: "sequence", area: "sequences", orderable: sequenceOrderable, thumbnail: sequences.thumbnail });

/** The dashboard's shared calls (lib/content-dashboard/assets.ts) on the sequences table. */
export const sequenceAssets = defineAssetTable({
  table: sequences, id: sequences.id, locationId: sequences.locationId, name: sequences.title, nameMax: TITLE_MAX, noun: "Sequence",
  folderId: sequences.folderId, folderType: "sequences", updatedAt: sequences.updatedAt,
});
