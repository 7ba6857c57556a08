"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { FOLDER_MSG } from "@/lib/folders/constants";
import { formKeys } from "@/lib/forms/hooks";

/** "Move to folder": the main folder plus each top-level forms folder. */
export function MoveFormDialog({ title, open, onOpenChange, onMove }: { title: string; open: boolean; onOpenChange: (open: boolean) => void; onMove: (folderId: number) => Promise<unknown> }) {
  const folders = useQuery({
    queryKey: [...formKeys.all, "folders", "main"],
    queryFn: ({ signal }) => api.get("/folder/{asset_type}/main", { params: { asset_type: "forms" }, signal }).then((r) => r.data.folders),
    enabled: open,
  });
  const [choice, setChoice] = useState(0);
  const options = [{ id: 0, title: FOLDER_MSG.mainFolder }, ...(folders.data ?? [])];
  return (
    <ConfirmDialog open={open} onOpenChange={onOpenChange} title={`Move “${title}”`} confirmText="Move" busyText="Moving" onConfirm={async () => { await onMove(choice); }}>
      <fieldset className="mt-3 flex max-h-64 flex-col gap-1 overflow-y-auto">
        <legend className="sr-only">Folder</legend>
        {options.map((o) => (
          <label key={o.id} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
            <input type="radio" name="move-form-folder" value={o.id} checked={choice === o.id} onChange={() => setChoice(o.id)} className="accent-primary" />
            <span className="truncate">{o.title}</span>
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
