"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { deleteConfirmError, DELETE_WORD } from "@/lib/file-library/constants";
import { formatCount } from "@/lib/format";

/**
 * Delete with the word typed (doc 2 s5): exactly DELETE; another case is "Please enter all
 * capital letters", anything else "Please type DELETE to delete file(s)". The server checks
 * the same word.
 */
export function DeleteFilesDialog({ count, open, onOpenChange, onDelete }: { count: number; open: boolean; onOpenChange: (open: boolean) => void; onDelete: (confirm: string) => Promise<void> }) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (!next) {
      setTyped("");
      setError(null);
    }
    onOpenChange(next);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      title="Are you sure?"
      description={`This permanently deletes ${formatCount(count, "file")}. Contacts you shared ${count === 1 ? "it" : "them"} with lose access.`}
      confirmText="Delete"
      busyText="Deleting"
      tone="danger"
      onConfirm={async () => {
        const problem = deleteConfirmError(typed);
        setError(problem);
        if (problem) throw new Error(problem);
        await onDelete(typed);
        setTyped("");
      }}
    >
      <Field label={`Type ${DELETE_WORD} to confirm`} htmlFor="delete-files-confirm" error={error} className="mt-3">
        <Input
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => {
            setTyped(e.target.value);
            if (error) setError(null);
          }}
        />
      </Field>
    </ConfirmDialog>
  );
}
