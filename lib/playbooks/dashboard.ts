import { playbooks } from "@/db/schema";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import type { Orderable } from "@/lib/http/reorder";

/** The dashboard's hand-made order (nextOrdering on insert, reorderWithin on drag). */
export const playbookOrderable: Orderable = { table: playbooks, id: playbooks.id, locationId: playbooks.locationId, ordering: playbooks.ordering, noun: "Playbook" };

/** POST /playbook/update-thumbnail and PATCH /playbook/update-ordering (lib/content-dashboard). */
export const playbookDashboard = defineDashboardType({ type: "playbook", area: "playbooks", orderable: playbookOrderable, thumbnail: playbooks.thumbnail });
