"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ListPagination } from "@/components/list/list-panel";
import { IMAGE_MSG, MOVE_PER_PAGE } from "@/lib/image-library/constants";
import { useImageFolders } from "@/lib/image-library/hooks";

/** "Move Image" (doc 2 s4): 'Main Folder' plus one radio per top-level image folder, 20 a page. */
export function MoveImageDialog({ open, onOpenChange, onMove }: { open: boolean; onOpenChange: (open: boolean) => void; onMove: (folderId: number) => Promise<void> }) {
  const folders = useImageFolders(open);
  const [choice, setChoice] = useState(0);
  const [page, setPage] = useState(1);
  const all = [{ id: 0, title: IMAGE_MSG.mainFolder }, ...(folders.data ?? [])];
  const shown = all.slice((page - 1) * MOVE_PER_PAGE, page * MOVE_PER_PAGE);
  return (
    <ConfirmDialog open={open} onOpenChange={onOpenChange} title={IMAGE_MSG.moveTitle} confirmText="Move" busyText="Moving" onConfirm={() => onMove(choice)}>
      <fieldset className="mt-3 flex flex-col gap-1">
        <legend className="sr-only">Folder</legend>
        {shown.map((o) => (
          <label key={o.id} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
            <input type="radio" name="move-image-folder" value={o.id} checked={choice === o.id} onChange={() => setChoice(o.id)} className="accent-primary" />
            <span className="truncate">{o.title}</span>
          </label>
        ))}
      </fieldset>
      {all.length > MOVE_PER_PAGE && <ListPagination page={page} data={{ total: all.length, per_page: MOVE_PER_PAGE, last_page: Math.ceil(all.length / MOVE_PER_PAGE) }} onPage={setPage} />}
    </ConfirmDialog>
  );
}
