"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FOLDER_MSG } from "@/lib/folders/constants";
import type { AssetType } from "@/lib/folders/constants";
import { useTopFolderChoices } from "@/lib/folders/hooks";

const FILE_LIBRARY_KEY = ["file-library"] as const;
import { formatCount } from "@/lib/format";

/**
 * "Move": the main folder plus one choice per top-level folder (as the image library's Move
 * dialog). Files by default; another asset type passes its type, its module's query key (so a
 * new folder shows up) and its noun.
 */
export function MoveDialog({ count, open, onOpenChange, onMove, assetType = "files", moduleKey = FILE_LIBRARY_KEY, noun = "file" }: {
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMove: (folderId: number) => Promise<void>;
  /** Whose folders are offered (files by default). */
  assetType?: AssetType;
  moduleKey?: readonly unknown[];
  /** What is moved, for the title ("Move 2 pages"). */
  noun?: string;
}) {
  const folders = useTopFolderChoices(moduleKey, assetType, open);
  const [choice, setChoice] = useState(0);
  const options = [{ id: 0, title: FOLDER_MSG.mainFolder }, ...(folders.data ?? [])];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Move ${formatCount(count, noun)}`}
      confirmText="Move"
      busyText="Moving"
      onConfirm={() => onMove(choice)}
    >
      <fieldset className="mt-3 flex max-h-64 flex-col gap-1 overflow-y-auto">
        <legend className="sr-only">Folder</legend>
        {options.map((o) => (
          <label key={o.id} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
            <input type="radio" name="move-folder" value={o.id} checked={choice === o.id} onChange={() => setChoice(o.id)} className="accent-primary" />
            <span className="truncate">{o.title}</span>
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
