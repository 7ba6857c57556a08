import { defineModule } from "@/lib/http/module";
import { patch, post } from "@/lib/http/route";
import { statusOk } from "@/lib/http/schemas";
import { dashboardTypeParam, orderingBody, thumbnailAnswer, thumbnailBody } from "./schemas";
import { updateOrdering, updateThumbnail } from "./service";

// No route-level permit: `{type}` decides the area (playbooks, pages, forms…), which the service
// checks (update) before anything is read or written.
export const contentDashboardModule = defineModule("content-dashboard", [
  post("/{type}/update-thumbnail", { tenancy: "location", summary: "Sets or clears a dashboard card's thumbnail (an image library image, 1024x662)", params: dashboardTypeParam, body: thumbnailBody, response: thumbnailAnswer },
    ({ db, ctx, params, body }) => updateThumbnail(db, ctx, params.type, body)),
  patch("/{type}/update-ordering", { tenancy: "location", summary: "A dashboard page's cards in their new order", params: dashboardTypeParam, body: orderingBody, response: statusOk },
    ({ db, ctx, params, body }) => updateOrdering(db, ctx, params.type, body)),
]);
