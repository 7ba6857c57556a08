"use client";

import { useState, type ReactNode } from "react";
import { Eye, History, Send, Upload } from "lucide-react";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { BulkAction } from "@/components/list/bulk-bar";
import type { ListSelection } from "@/components/list/use-selection";
import type { LibraryFile } from "@/lib/file-library/hooks";
import { formatCount } from "@/lib/format";
import { fullFileName } from "./file-cells";
import { PermissionDialog } from "./permission-dialog";
import { ReplaceFileDialog } from "./replace-file-dialog";
import { SendToContactsDialog } from "./send-to-contacts-dialog";
import { VersionsDialog } from "./versions-dialog";

type Open =
  | { kind: "send"; ids: number[]; label: string }
  | { kind: "permission"; file: LibraryFile }
  | { kind: "replace"; file: LibraryFile }
  | { kind: "versions"; file: LibraryFile }
  | null;

/**
 * The Files screen's sending, permission and version actions (issue 13), kept apart from the
 * screen's own so each part adds its row actions, bulk actions and dialogs as separate entries.
 */
export function useFileExtras({ mayUpdate, archived, idsOf, onSent }: { mayUpdate: boolean; archived: boolean; idsOf: (t: ListSelection) => Promise<number[]>; onSent: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const close = (o: boolean) => !o && setOpen(null);

  /** Row actions, inside the row's menu. */
  const menuItems = (f: LibraryFile): ReactNode => (
    <>
      {mayUpdate && !f.archived && (
        <DropdownMenuItem onSelect={() => setOpen({ kind: "send", ids: [f.id], label: fullFileName(f) })}>
          <Send aria-hidden="true" /> Send to contacts
        </DropdownMenuItem>
      )}
      {mayUpdate && (
        <DropdownMenuItem onSelect={() => setOpen({ kind: "permission", file: f })}>
          <Eye aria-hidden="true" /> Who can see it…
        </DropdownMenuItem>
      )}
      {mayUpdate && (
        <DropdownMenuItem onSelect={() => setOpen({ kind: "replace", file: f })}>
          <Upload aria-hidden="true" /> Replace file…
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={() => setOpen({ kind: "versions", file: f })}>
        <History aria-hidden="true" /> Versions
      </DropdownMenuItem>
    </>
  );

  // Archived files are in nobody's portal: nothing to send until restored.
  const bulkActions: BulkAction[] = archived ? [] : [
    {
      id: "send-to-contacts",
      label: "Send to contacts",
      icon: Send,
      permission: ["files", "update"],
      run: async (t) => {
        const ids = await idsOf(t);
        setOpen({ kind: "send", ids, label: formatCount(ids.length, "file") });
      },
    },
  ];

  const dialogs = (
    <>
      <SendToContactsDialog fileIds={open?.kind === "send" ? open.ids : []} label={open?.kind === "send" ? open.label : ""} open={open?.kind === "send"} onOpenChange={close} onSent={onSent} />
      {open?.kind === "permission" && <PermissionDialog key={open.file.id} file={open.file} open onOpenChange={close} />}
      {open?.kind === "replace" && <ReplaceFileDialog key={open.file.id} file={open.file} open onOpenChange={close} />}
      {open?.kind === "versions" && <VersionsDialog key={open.file.id} file={open.file} open onOpenChange={close} canRestore={mayUpdate} />}
    </>
  );

  return { menuItems, bulkActions, dialogs };
}
