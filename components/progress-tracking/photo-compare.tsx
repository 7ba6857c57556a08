"use client";

import { useState } from "react";
import { Images } from "lucide-react";
import { NativeSelect } from "@/components/ui/native-select";
import { formatDate } from "@/lib/format";
import type { TrackingProof } from "@/lib/progress-tracking/hooks";

const weekOf = (p: TrackingProof) => `Week ${p.period + 1}`;

/** Progress photos side by side: week 1 beside the latest by default, any two check-ins chosen. */
export function PhotoCompare({ proofs }: { proofs: TrackingProof[] }) {
  // One option per check-in that has photos, oldest first (the proofs come oldest first).
  const weeks = [...new Map(proofs.map((p) => [p.check_in_id, p])).values()];
  const [left, setLeft] = useState(weeks[0]?.check_in_id ?? 0);
  const [right, setRight] = useState(weeks.at(-1)?.check_in_id ?? 0);
  if (weeks.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
        <Images aria-hidden="true" className="size-4 shrink-0" /> No progress photos yet. Add a photo question or the Progress photos category to ask for them.
      </p>
    );
  }
  const side = (id: number, set: (v: number) => void, label: string) => {
    const photos = proofs.filter((p) => p.check_in_id === id);
    const first = photos[0];
    return (
      <div className="flex min-w-0 flex-col gap-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
          {label}
          <NativeSelect value={String(id)} onChange={(e) => set(Number(e.target.value))}>
            {weeks.map((w) => (
              <option key={w.check_in_id} value={w.check_in_id}>{weekOf(w)} · {formatDate(w.submitted_at)}</option>
            ))}
          </NativeSelect>
        </label>
        {photos.map((p, i) => (
          <figure key={`${p.check_in_id}-${i}`} className="overflow-hidden rounded-lg border border-border bg-muted">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private file's URL, served by the files route */}
            <img src={p.photo_url} alt={`${p.label}, ${first ? weekOf(first) : ""}`} className="aspect-[3/4] w-full object-cover" />
            <figcaption className="px-2 py-1 text-xs text-muted-foreground">{p.label}</figcaption>
          </figure>
        ))}
      </div>
    );
  };
  return (
    <div className="grid grid-cols-2 gap-3">
      {side(left, setLeft, "Before")}
      {side(right, setRight, "After")}
    </div>
  );
}
