import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Area } from "@/lib/auth/permissions";
import type { Orderable } from "@/lib/http/reorder";

/**
 * A content type shown on a dashboard of cards (playbooks, pages, forms, templates…): the
 * table keeps a hand-made `ordering` (dashboards list `order_by ordering`, desc) and a thumbnail
 * URL. With one declaration the type gets `POST /{type}/update-thumbnail` and
 * `PATCH /{type}/update-ordering`, permission-checked by its area (update).
 */
export type DashboardType = {
  /** The path segment: "playbook" answers `/playbook/update-thumbnail`. */
  type: string;
  area: Area;
  /** The table, id, location, ordering and the singular noun for "Playbook not found." */
  orderable: Orderable;
  /** A text column holding the thumbnail's URL (null: the card shows the type's icon). */
  thumbnail: AnyPgColumn;
};

export const defineDashboardType = (t: DashboardType) => t;
