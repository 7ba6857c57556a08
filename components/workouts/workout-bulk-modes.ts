import { Dumbbell, UserMinus } from "lucide-react";
import type { ContentBulkMode } from "@/components/content-dashboard/content-bulk-actions";
import { api } from "@/lib/api/client";

const today = () => new Date().toLocaleDateString("en-CA"); // YYYY-MM-DD in the coach's own time zone

/** The contact bulk bar's workout actions: add-contact and remove-contact take the selection as the bar names it. */
export const workoutBulkModes: ContentBulkMode[] = [
  { id: "workout-assign", label: "Assign workout", icon: Dumbbell, submitLabel: "Assign", busyLabel: "Assigning",
    description: (who) => `For ${who}. It starts today; set sessions and reminders from the workout’s Assign button.`,
    run: (id, target) => api.post("/workout/add-contact", { body: { workout_id: id, start_date: today(), ...target } as never }) },
  { id: "workout-unassign", label: "Unassign workout", icon: UserMinus, submitLabel: "Unassign", busyLabel: "Unassigning",
    description: (who) => `For ${who}. The workout leaves their workouts; their history stays.`,
    run: (id, target) => api.post("/workout/remove-contact", { body: { workout_id: id, ...target } as never }) },
];
