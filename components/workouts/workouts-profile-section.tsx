"use client";

import { UserMinus } from "lucide-react";
import { useState } from "react";
import { ChooseContentButton } from "@/components/content-dashboard/choose-content-dialog";
import { ContactContentCard, ContactContentItem } from "@/components/content-dashboard/contact-content-section";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api/client";
import { formatCount, formatDate } from "@/lib/format";
import { contactWorkoutKeys, useContactWorkouts, workoutKeys, type ContactWorkoutPage } from "@/lib/workouts/hooks";
import { workoutKind } from "./workout-kind";

const INVALIDATE = [contactWorkoutKeys.all, workoutKeys.all];
const today = () => new Date().toLocaleDateString("en-CA");

/** Workouts: the contact's assigned workouts (active and completed); assign one from today, unassign. */
export const workoutsSection = defineProfileSection<ContactWorkoutPage>({
  id: "workouts",
  title: "Workouts",
  order: 29,
  column: "main",
  visible: (access) => !!access.canViewWorkouts,
  useData: (contactId, initial) => useContactWorkouts(contactId, 1, initial),
  hasContent: (page, ctx) => page.total > 0 || !!ctx.access.canAssignWorkouts,
  Component: WorkoutsCard,
});

function WorkoutsCard({ data: first, ctx }: { data: ContactWorkoutPage; ctx: ProfileContext }) {
  const id = ctx.contact.id;
  const [page, setPage] = useState(1);
  const data = useContactWorkouts(id, page, first).data ?? first;
  const canAssign = !!ctx.access.canAssignWorkouts;
  return (
    <ContactContentCard
      kind={workoutKind}
      title="Workouts"
      total={data.total}
      listLabel="Assigned workouts"
      emptyText="No workouts yet. Assign one; the contact starts it today."
      pager={{ page, data, onPage: setPage }}
      action={
        canAssign && (
          <ChooseContentButton
            kind={workoutKind}
            label="Assign workout"
            submitLabel="Assign"
            busyLabel="Assigning"
            description="It starts today. Set sessions and reminders from the workout’s Assign button."
            emptyText="No workouts to assign"
            exclude={new Set(data.data.map((w) => w.workout_id))}
            onChoose={(workoutId) => api.post("/workout/add-contact", { body: { contact_ids: [id], workout_id: workoutId, start_date: today() } as never })}
            invalidate={INVALIDATE}
          />
        )
      }
    >
      {data.data.map((w) => (
        <ContactContentItem
          key={w.id}
          title={w.name}
          href={`/workout/${w.workout_id}/edit`}
          meta={
            <>
              <span>From {formatDate(`${w.start_date}T12:00:00Z`)}{w.sessions ? ` · ${formatCount(w.sessions, "session")}` : ""}</span>
              {w.status === "completed" ? <Badge variant="success">Completed</Badge> : <Badge variant="primary">Active</Badge>}
            </>
          }
          remove={canAssign ? {
            label: "Unassign", busyLabel: "Unassigning", icon: UserMinus,
            description: `“${w.name}” leaves this contact’s workouts. Its history stays.`,
            run: () => api.post("/workout/remove-contact", { body: { contact_ids: [id], workout_id: w.workout_id } as never }),
            invalidate: INVALIDATE,
          } : undefined}
        />
      ))}
    </ContactContentCard>
  );
}
