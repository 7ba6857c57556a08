import { Activity, CircleStop } from "lucide-react";
import type { ContentBulkMode } from "@/components/content-dashboard/content-bulk-actions";
import { capitalize } from "@/components/content-dashboard/content-kind";
import { api } from "@/lib/api/client";
import { targetContactIds } from "@/lib/contacts/target-ids";

/** add-contact / remove-contact take at most 500 ids (lib/progress-tracking/schemas.ts). */
const MAX = 500;

/** The contact bulk bar's client tracking actions: start (from today) and stop. */
export const trackingBulkModes: ContentBulkMode[] = [
  { id: "tracking-start", label: "Start tracking", icon: Activity, submitLabel: "Start", busyLabel: "Starting",
    description: (who) => `${capitalize(who)}: starting today, each with a personal check-in link.`,
    run: async (id, target) => api.post("/progress-tracking/add-contact", { body: { tracking_id: id, contact_ids: await targetContactIds(target, MAX) } }) },
  { id: "tracking-stop", label: "Stop tracking", icon: CircleStop, submitLabel: "Stop", busyLabel: "Stopping",
    description: () => "Their check-in links stop working; their check-ins are kept.",
    run: async (id, target) => api.post("/progress-tracking/remove-contact", { body: { tracking_id: id, contact_ids: await targetContactIds(target, MAX) } }) },
];
