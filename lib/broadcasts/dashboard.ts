import { broadcasts } from "@/db/schema";
import { defineAssetTable } from "@/lib/content-dashboard/assets";

/** The dashboard's shared calls (lib/content-dashboard/assets.ts) on the broadcasts table. A copy's name may run to the column's 200. */
export const broadcastAssets = defineAssetTable({
  table: broadcasts, id: broadcasts.id, locationId: broadcasts.locationId, name: broadcasts.name, nameMax: 200, noun: "Broadcast",
  folderId: broadcasts.folderId, folderType: "broadcasts", updatedAt: broadcasts.updatedAt,
});
