"use client";

import { Check } from "lucide-react";
import { PhoneFrame, safeColor } from "@/components/public-submission/phone-frame";
import { PageSettingsEditor } from "@/components/public-submission/page-settings-editor";
import { api } from "@/lib/api/client";
import { habitKeys, type HabitCategory } from "@/lib/habit-tracking/hooks";
import type { PublicSettingsValues } from "@/lib/public-links/page-settings-form";
import { textOn } from "@/lib/white-label/colors";

/** The habit page in the phone preview: the first category's habits, the first one ticked in the element colour. */
function HabitPhonePreview({ settings, categories }: { settings: PublicSettingsValues; categories: HabitCategory[] }) {
  const block = safeColor(settings.block_color, "#eff5ff");
  const element = safeColor(settings.element_color, "#2f7eed");
  const first = categories.find((c) => c.habits.length > 0);
  const habits = first?.habits.slice(0, 3) ?? [];
  return (
    <PhoneFrame label="Phone preview of the habit page" settings={settings} greeting="Hi Alex · Today" submitFallback="Submit">
      <div className="rounded-xl p-3 text-left text-xs shadow-sm" style={{ backgroundColor: block, color: textOn(block) }}>
        <p className="mb-2 text-sm font-semibold [overflow-wrap:anywhere]">{first?.name ?? "Daily habits"}</p>
        {(habits.length ? habits.map((h) => ({ id: h.id, name: h.name, count: h.kind === "count" ? `0 / ${h.target ?? 0}${h.unit ? ` ${h.unit}` : ""}` : null })) : [{ id: 0, name: "Drink 8 glasses of water", count: null }]).map((h, i) => (
          <div key={h.id} className="mb-1.5 flex items-center gap-2">
            <span className="flex size-5 shrink-0 items-center justify-center rounded border border-input bg-background" style={i === 0 ? { backgroundColor: element, color: textOn(element), borderColor: "transparent" } : undefined}>
              {i === 0 && <Check className="size-3" aria-hidden="true" />}
            </span>
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{h.name}</span>
            {h.count && <span className="shrink-0">{h.count}</span>}
          </div>
        ))}
      </div>
    </PhoneFrame>
  );
}

/** The Public page settings tab: the habit page's texts and colours, with a live phone preview (the shared kit). */
export function HabitSettingsTab({ trackingId, initial, categories, canEdit, onSaved }: {
  trackingId: number; initial: PublicSettingsValues; categories: HabitCategory[]; canEdit: boolean; onSaved: (v: PublicSettingsValues) => void;
}) {
  return (
    <PageSettingsEditor
      initial={initial}
      canEdit={canEdit}
      description="What your clients see when they open their habit link."
      save={(v) => api.patch("/habit-tracking/{id}/update", { params: { id: trackingId }, body: { public_settings: v } })}
      invalidate={[habitKeys.all]}
      onSaved={onSaved}
      preview={(live) => <HabitPhonePreview settings={live} categories={categories} />}
    />
  );
}
