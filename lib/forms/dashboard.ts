import { forms } from "@/db/schema";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import type { Orderable } from "@/lib/http/reorder";

export const formOrderable: Orderable = { table: forms, id: forms.id, locationId: forms.locationId, ordering: forms.ordering, noun: "Form" };

/** /form/update-thumbnail and /form/update-ordering (lib/content-dashboard). */
export const formDashboard = defineDashboardType({ type: "form", area: "forms", orderable: formOrderable, thumbnail: forms.thumbnail });
