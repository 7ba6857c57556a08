"use client";

import { useState, type ReactNode } from "react";
import type { QueryKey } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { BulkAction } from "@/components/list/bulk-bar";
import type { ListSelection } from "@/components/list/use-selection";
import type { ContactTarget } from "@/lib/contacts/columns";
import { formatCount } from "@/lib/format";
import { ChooseContentDialog } from "./choose-content-dialog";
import type { ContentKind } from "./content-kind";

/** One thing a module does with a chosen item for the selection: send it, restrict it, take it back. */
export type ContentBulkMode = {
  id: string;
  label: string;
  icon: LucideIcon;
  /** The dialog's text, given who it is for ("3 contacts", "every matching contact"). */
  description: (who: string) => string;
  submitLabel: string;
  busyLabel: string;
  run: (contentId: number, target: ContactTarget) => Promise<{ message?: string }>;
};

/**
 * The contact bulk bar's content actions (doc 2 s6: no gate on the contact list; the module's API
 * checks its own rights): one menu entry per mode, one dialog that picks the item. The selection
 * goes out as the bulk bar names it, ticked rows or "all matching", so the module's call acts on
 * the rows the list counted.
 */
export function useContentBulkActions({ kind, modes, toTarget, countOf, invalidate, onDone }: {
  kind: ContentKind;
  modes: ContentBulkMode[];
  toTarget: (sel: ListSelection) => ContactTarget;
  countOf: (sel: ListSelection) => number;
  invalidate: QueryKey[];
  onDone: () => void;
}): { actions: BulkAction[]; dialog: ReactNode } {
  const [open, setOpen] = useState<{ mode: ContentBulkMode; target: ContactTarget; who: string } | null>(null);
  const actions: BulkAction[] = modes.map((mode) => ({
    id: mode.id,
    label: mode.label,
    icon: mode.icon,
    permission: null,
    menu: true,
    run: (sel) => setOpen({ mode, target: toTarget(sel), who: sel.all ? "every matching contact" : formatCount(countOf(sel), "contact") }),
  }));
  const dialog = (
    <ChooseContentDialog
      kind={kind}
      open={open !== null}
      onOpenChange={(o) => !o && setOpen(null)}
      title={open?.mode.label ?? ""}
      description={open ? open.mode.description(open.who) : ""}
      submitLabel={open?.mode.submitLabel}
      busyLabel={open?.mode.busyLabel}
      emptyText={`No ${kind.plural} yet`}
      onChoose={(id) => open!.mode.run(id, open!.target)}
      invalidate={invalidate}
      onDone={onDone}
    />
  );
  return { actions, dialog };
}
