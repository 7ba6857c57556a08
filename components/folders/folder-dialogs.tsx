"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FOLDER_MSG, FOLDER_TITLE_MAX, type AssetType } from "@/lib/folders/constants";
import { folderCalls, type Folder } from "@/lib/folders/hooks";
import type { FolderAction } from "./folder-bar";
import { NameDialog } from "./name-dialog";

/** Folder titles: 1–24 characters, else nothing is sent (doc 2 s5). */
const folderTitleError = (v: string) => (!v.trim() ? FOLDER_MSG.titleRequired : v.trim().length > FOLDER_TITLE_MAX ? FOLDER_MSG.titleTooLong : null);

const CONFIRM_COPY = { archive: FOLDER_MSG.confirmArchive, restore: FOLDER_MSG.confirmRestore, delete: FOLDER_MSG.confirmDelete } as const;

type Open = { kind: "new" } | { kind: "rename"; folder: Folder } | { kind: "confirm"; folder: Folder; action: "archive" | "restore" | "delete" } | null;

/**
 * The folder panel's dialogs, for files and images alike: new folder (inside the open one),
 * rename, and the spec's archive / restore / delete confirmations.
 */
export function useFolderDialogs({ assetType, parentId, parentTitle, onChanged }: { assetType: AssetType; parentId: number; parentTitle?: string; onChanged: () => Promise<unknown> }) {
  const [open, setOpen] = useState<Open>(null);
  const calls = folderCalls(assetType);
  const onAction = (folder: Folder, action: FolderAction) => setOpen(action === "rename" ? { kind: "rename", folder } : { kind: "confirm", folder, action });
  const dialogs = (
    <>
      <NameDialog
        key={open?.kind === "rename" ? `folder-${open.folder.id}` : open?.kind === "new" ? `new-${parentId}` : "folder"}
        open={open?.kind === "new" || open?.kind === "rename"}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open?.kind === "rename" ? "Rename folder" : "New folder"}
        description={open?.kind === "new" ? (parentId ? `Inside ${parentTitle ?? "this folder"}.` : `Inside the ${FOLDER_MSG.mainFolder}.`) : undefined}
        label="Folder name"
        initial={open?.kind === "rename" ? open.folder.title : ""}
        submitText={open?.kind === "rename" ? "Rename" : "Create folder"}
        busyText="Saving"
        maxLength={FOLDER_TITLE_MAX}
        check={folderTitleError}
        onSubmit={async (title) => {
          if (open?.kind === "rename") await calls.rename(open.folder.id, title);
          else await calls.create(title, parentId);
          await onChanged();
        }}
      />
      <ConfirmDialog
        open={open?.kind === "confirm"}
        onOpenChange={(o) => !o && setOpen(null)}
        description={open?.kind === "confirm" ? CONFIRM_COPY[open.action] : undefined}
        confirmText={open?.kind === "confirm" && open.action === "delete" ? "Delete" : "Yes"}
        tone={open?.kind === "confirm" && open.action === "delete" ? "danger" : "confirm"}
        onConfirm={async () => {
          if (open?.kind !== "confirm") return;
          const { folder, action } = open;
          // Folder writes fail silently (doc 3 s8): logged, and the list stays as it was.
          const res = await (action === "delete" ? calls.remove(folder.id) : calls.archive(folder.id, action === "archive" ? 1 : 0)).catch((e) => {
            console.error("folder", action, e);
            return null;
          });
          if (res) toast.success(res.message);
          await onChanged();
        }}
      />
    </>
  );
  return { newFolder: () => setOpen({ kind: "new" }), onAction, dialogs };
}
