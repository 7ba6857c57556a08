"use client";

import { ChooseContentButton } from "@/components/content-dashboard/choose-content-dialog";
import { ContactContentCard, ContactContentItem } from "@/components/content-dashboard/contact-content-section";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api/client";
import { formatCount, formatDate, formatNumber } from "@/lib/format";
import { contactHabitKeys, habitKeys, useContactHabitTrackings, type ContactHabitTracking } from "@/lib/habit-tracking/hooks";
import { habitKind } from "./habit-kind";

type Data = { data: ContactHabitTracking[] };

/** Habit tracking: the habit trackings the contact is on (or was), score, streak and last log, a link to the tracking's contacts. */
export const habitSection = defineProfileSection<Data>({
  id: "habit-tracking",
  title: "Habit tracking",
  order: 28,
  column: "main",
  visible: (access) => access.canViewHabitTracking === true,
  useData: (contactId, initial) => useContactHabitTrackings(contactId, initial),
  hasContent: (d, ctx) => d.data.length > 0 || ctx.access.canUpdateHabitTracking === true,
  Component: HabitCard,
});

function HabitCard({ data, ctx }: { data: Data; ctx: ProfileContext }) {
  const id = ctx.contact.id;
  const canUpdate = ctx.access.canUpdateHabitTracking === true;
  const invalidate = [contactHabitKeys(id), habitKeys.all];
  const active = new Set(data.data.filter((t) => t.status === "active").map((t) => t.tracking_id));
  return (
    <ContactContentCard
      kind={habitKind}
      title="Habit tracking"
      total={data.data.length}
      listLabel="Habit trackings"
      emptyText="Not in a habit tracking yet. Start one: daily habits with a personal link, a score and a streak."
      action={
        canUpdate && (
          <ChooseContentButton
            kind={habitKind}
            label="Start habit tracking"
            description="The contact starts today and gets a personal habit link."
            submitLabel="Start"
            busyLabel="Starting"
            emptyText="No habit trackings yet"
            exclude={active}
            onChoose={(trackingId) => api.post("/habit-tracking/add-contact", { body: { tracking_id: trackingId, contact_ids: [id] } })}
            invalidate={invalidate}
          />
        )
      }
    >
      {data.data.map((t) => (
        <ContactContentItem
          key={t.tracking_id}
          title={t.name}
          href={`/habit-tracking/${t.tracking_id}/edit?tab=contacts`}
          meta={
            <span className="flex min-w-0 flex-wrap items-center gap-x-1.5">
              {t.status === "deleted" && <Badge variant="neutral">Stopped</Badge>}
              <span>{t.score === null ? "No days yet" : `Score ${formatNumber(t.score, { maximumFractionDigits: 1 })} %`}</span>
              <span aria-hidden="true">·</span>
              <span>{formatCount(t.streak, "day")} streak</span>
              <span aria-hidden="true">·</span>
              <span>{t.last_log_at ? `Last log ${formatDate(t.last_log_at)}` : "No log yet"}</span>
            </span>
          }
          remove={
            canUpdate && t.status === "active"
              ? {
                  label: "Stop habit tracking",
                  busyLabel: "Stopping",
                  description: `Stop “${t.name}” for this contact? Their link stops working; their logs stay.`,
                  run: () => api.post("/habit-tracking/remove-contact", { body: { tracking_id: t.tracking_id, contact_ids: [id] } }),
                  invalidate,
                }
              : undefined
          }
        />
      ))}
    </ContactContentCard>
  );
}
