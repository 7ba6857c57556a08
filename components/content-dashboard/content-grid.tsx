"use client";

import { useState, type ReactNode } from "react";
import { SortableList, type DragHandleProps } from "@/components/sortable/sortable-list";

/**
 * A dashboard page of content cards (playbooks, pages, forms…): three across on a desktop, one
 * on a phone, reordered by drag and drop or the keyboard when `onReorder` is given. The new
 * order shows at once; if saving fails the cards go back.
 */
export function ContentGrid<T>({
  label, items, getId, getTitle, onReorder, busy, renderCard,
}: {
  label: string;
  items: T[];
  getId: (item: T) => number;
  getTitle: (item: T) => string;
  /** Saves the page's ids in their new order; omit when the user may not reorder. */
  onReorder?: (ids: number[]) => Promise<unknown>;
  busy?: boolean;
  renderCard: (item: T, handle: DragHandleProps | null) => ReactNode;
}) {
  // The order the user just made, until the server's page (with that order) replaces `items`.
  const [moved, setMoved] = useState<{ from: T[]; ids: number[] } | null>(null);
  const shown = moved && moved.from === items ? moved.ids.map((id) => items.find((i) => getId(i) === id)!).filter(Boolean) : items;

  return (
    <div role="region" aria-label={label} aria-busy={busy ?? false} className={busy ? "opacity-60 transition-opacity" : undefined}>
      <SortableList
        items={shown}
        getId={getId}
        getLabel={getTitle}
        layout="grid"
        disabled={!onReorder}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        onReorder={(ids) => {
          if (!onReorder) return;
          setMoved({ from: items, ids });
          onReorder(ids).catch(() => setMoved(null));
        }}
        renderItem={(item, handle) => renderCard(item, onReorder ? handle : null)}
      />
    </div>
  );
}
