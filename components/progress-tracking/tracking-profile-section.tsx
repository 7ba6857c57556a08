"use client";

import { ChooseContentButton } from "@/components/content-dashboard/choose-content-dialog";
import { ContactContentCard, ContactContentItem } from "@/components/content-dashboard/contact-content-section";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api/client";
import { formatCount, formatDate, formatNumber } from "@/lib/format";
import { contactTrackingKeys, trackingKeys, useContactTrackings, type ContactTracking } from "@/lib/progress-tracking/hooks";
import { trackingKind } from "./tracking-kind";

type Data = { data: ContactTracking[] };

/** Client tracking: the trackings the contact is on (or was), score and last check-in, a link to their responses. */
export const trackingSection = defineProfileSection<Data>({
  id: "progress-tracking",
  title: "Client tracking",
  order: 28,
  column: "main",
  visible: (access) => access.canViewProgressTracking === true,
  useData: (contactId, initial) => useContactTrackings(contactId, initial),
  hasContent: (d, ctx) => d.data.length > 0 || ctx.access.canUpdateProgressTracking === true,
  Component: TrackingCard,
});

function TrackingCard({ data, ctx }: { data: Data; ctx: ProfileContext }) {
  const id = ctx.contact.id;
  const canUpdate = ctx.access.canUpdateProgressTracking === true;
  const invalidate = [contactTrackingKeys(id), trackingKeys.all];
  const active = new Set(data.data.filter((t) => t.status === "active").map((t) => t.tracking_id));
  return (
    <ContactContentCard
      kind={trackingKind}
      title="Client tracking"
      total={data.data.length}
      listLabel="Client trackings"
      emptyText="Not tracking yet. Start a weekly check-in: weight, measurements, photos and how the week went."
      action={
        canUpdate && (
          <ChooseContentButton
            kind={trackingKind}
            label="Start tracking"
            description="The contact starts today and gets a personal check-in link."
            submitLabel="Start"
            busyLabel="Starting"
            emptyText="No client trackings yet"
            exclude={active}
            onChoose={(trackingId) => api.post("/progress-tracking/add-contact", { body: { tracking_id: trackingId, contact_ids: [id] } })}
            invalidate={invalidate}
          />
        )
      }
    >
      {data.data.map((t) => (
        <ContactContentItem
          key={t.tracking_id}
          title={t.name}
          href={`/progress-tracking/${t.tracking_id}/view-response/${id}`}
          meta={
            <span className="flex min-w-0 flex-wrap items-center gap-x-1.5">
              {t.status === "deleted" && <Badge variant="neutral">Stopped</Badge>}
              <span>{t.score === null ? "No goal yet" : `Score ${formatNumber(t.score, { maximumFractionDigits: 1 })} %`}</span>
              <span aria-hidden="true">·</span>
              <span>{formatCount(t.streak, "week")} streak</span>
              <span aria-hidden="true">·</span>
              <span>{t.last_check_in_at ? `Last check-in ${formatDate(t.last_check_in_at)}` : "No check-in yet"}</span>
            </span>
          }
          remove={
            canUpdate && t.status === "active"
              ? {
                  label: "Stop tracking",
                  busyLabel: "Stopping",
                  description: `Stop “${t.name}” for this contact? Their link stops working; their check-ins stay.`,
                  run: () => api.post("/progress-tracking/remove-contact", { body: { tracking_id: t.tracking_id, contact_ids: [id] } }),
                  invalidate,
                }
              : undefined
          }
        />
      ))}
    </ContactContentCard>
  );
}
