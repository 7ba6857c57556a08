"use client";

import { PageSettingsEditor } from "@/components/public-submission/page-settings-editor";
import { api } from "@/lib/api/client";
import type { PublicSettingsValues } from "@/lib/progress-tracking/form-schemas";
import { trackingKeys, type TrackingCategory, type TrackingSection } from "@/lib/progress-tracking/hooks";
import { PhonePreview } from "./phone-preview";

/** The Public page settings tab: the check-in page's texts and colours, with a live phone preview. */
export function PublicSettingsTab({ trackingId, initial, sections, categories, canEdit, onSaved }: {
  trackingId: number; initial: PublicSettingsValues; sections: TrackingSection[]; categories: TrackingCategory[]; canEdit: boolean; onSaved: (v: PublicSettingsValues) => void;
}) {
  return (
    <PageSettingsEditor
      initial={initial}
      canEdit={canEdit}
      description="What your clients see when they open their check-in link."
      save={(v) => api.patch("/progress-tracking/{id}/update", { params: { id: trackingId }, body: { public_settings: v } })}
      invalidate={[trackingKeys.all]}
      onSaved={onSaved}
      preview={(live) => <PhonePreview settings={live} sections={sections} categories={categories} />}
    />
  );
}
