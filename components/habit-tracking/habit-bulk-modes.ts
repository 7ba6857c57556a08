import { CircleStop, ListChecks } from "lucide-react";
import type { ContentBulkMode } from "@/components/content-dashboard/content-bulk-actions";
import { capitalize } from "@/components/content-dashboard/content-kind";
import { api } from "@/lib/api/client";
import { targetContactIds } from "@/lib/contacts/target-ids";

/** add-contact / remove-contact take at most 500 ids (lib/habit-tracking/schemas.ts). */
const MAX = 500;

/** The contact bulk bar's habit tracking actions: start (from today) and stop. */
export const habitBulkModes: ContentBulkMode[] = [
  { id: "habit-start", label: "Start habit tracking", icon: ListChecks, submitLabel: "Start", busyLabel: "Starting",
    description: (who) => `${capitalize(who)}: starting today, each with a personal habit link.`,
    run: async (id, target) => api.post("/habit-tracking/add-contact", { body: { tracking_id: id, contact_ids: await targetContactIds(target, MAX) } }) },
  { id: "habit-stop", label: "Stop habit tracking", icon: CircleStop, submitLabel: "Stop", busyLabel: "Stopping",
    description: () => "Their habit links stop working; their logs are kept.",
    run: async (id, target) => api.post("/habit-tracking/remove-contact", { body: { tracking_id: id, contact_ids: await targetContactIds(target, MAX) } }) },
];
