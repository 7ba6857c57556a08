import { templates } from "@/db/schema";
import { defineDashboardType } from "@/lib/content-dashboard/define";

/** Templates' cards: hand-made order and thumbnails through the content dashboard kit. */
export const templateOrderable = { table: templates, id: templates.id, locationId: templates.locationId, ordering: templates.ordering, noun: "Template" };
export const templateDashboard = defineDashboardType({ type: "template", area: "templates", orderable: templateOrderable, thumbnail: templates.thumbnail });
