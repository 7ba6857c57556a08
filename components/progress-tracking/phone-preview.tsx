"use client";

import { PhoneFrame, safeColor } from "@/components/public-submission/phone-frame";
import type { PublicSettingsValues } from "@/lib/progress-tracking/form-schemas";
import type { TrackingCategory, TrackingSection } from "@/lib/progress-tracking/hooks";
import { textOn } from "@/lib/white-label/colors";

/** The check-in page in the phone preview: the first number categories and the first question, coloured as set. */
export function PhonePreview({ settings, sections, categories }: { settings: PublicSettingsValues; sections: TrackingSection[]; categories: TrackingCategory[] }) {
  const block = safeColor(settings.block_color, "#eff5ff");
  const element = safeColor(settings.element_color, "#2f7eed");
  const numbers = categories.filter((c) => c.kind === "number").slice(0, 2);
  const first = sections[0];
  return (
    <PhoneFrame label="Phone preview of the check-in page" settings={settings} greeting="Hi Alex · Week 3" submitFallback="Submit Progress">
      {numbers.length > 0 && (
        <div className="rounded-xl p-3 text-left text-xs shadow-sm" style={{ backgroundColor: block, color: textOn(block) }}>
          <p className="mb-2 text-sm font-semibold">Your measurements</p>
          {numbers.map((c) => (
            <div key={c.id} className="mb-2">
              <p>{c.name}{c.unit ? ` (${c.unit})` : ""}</p>
              <div className="mt-1 h-7 rounded-md border border-input bg-background" />
            </div>
          ))}
        </div>
      )}
      <div className="rounded-xl p-3 text-left text-xs shadow-sm" style={{ backgroundColor: block, color: textOn(block) }}>
        <p className="mb-2 text-sm font-semibold [overflow-wrap:anywhere]">{first?.name ?? "How was your week?"}</p>
        <p className="[overflow-wrap:anywhere]">{first?.questions[0]?.label ?? "Energy levels"}</p>
        <div className="mt-1 flex gap-1">
          {[6, 7, 8, 9].map((n) => (
            <span key={n} className="flex size-7 items-center justify-center rounded-md border border-input bg-background text-foreground" style={n === 8 ? { backgroundColor: element, color: textOn(element), borderColor: "transparent" } : undefined}>
              {n}
            </span>
          ))}
        </div>
      </div>
    </PhoneFrame>
  );
}
