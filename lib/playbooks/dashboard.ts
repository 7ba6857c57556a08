import { playbooks } from "@/db/schema";
import { defineAssetTable } from "@/lib/content-dashboard/assets";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import type { Orderable } from "@/lib/http/reorder";
import { TITLE_MAX } from "./constants";

/** The dashboard's hand-made order (nextOrdering on insert, reorderWithin on drag). */
export const playbookOrderable: Orderable = { table: playbooks, id: playbooks.id, locationId: playbooks.locationId, ordering: playbooks.ordering, noun: "Playbook" };

/** POST /playbook/update-thumbnail and PATCH /playbook/update-ordering (lib/content-dashboard). */
export const playbookDashboard = defineDashboardType({ type: "playbook", area: "playbooks", orderable: playbookOrderable, thumbnail: playbooks.thumbnail });

/** The dashboard's shared calls (lib/content-dashboard/assets.ts) on the playbooks table. */
export const playbookAssets = defineAssetTable({
  table: playbooks, id: playbooks.id, locationId: playbooks.locationId, name: playbooks.title, nameMax: TITLE_MAX, noun: "Playbook",
  folderId: playbooks.folderId, folderType: "playbooks", updatedAt: playbooks.updatedAt,
});
