"use client";

import { useState } from "react";
import { NotebookPen, Pencil, Trash2 } from "lucide-react";
import { ApiForm, SubmitButton, TextareaField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { api } from "@/lib/api/client";
import { noteForm } from "@/lib/contacts/forms";
import { contactKeys, useContactNotes, type ContactNote, type NotePage } from "@/lib/contacts/hooks";
import { formatCount, formatDateTime, isoString } from "@/lib/format";

type NoteValues = { note: string };

/** The profile's notes: add, edit in place, delete; newest first, paged. */
export function ContactNotes({ contactId, initialNotes, canUpdate }: { contactId: number; initialNotes: NotePage; canUpdate: boolean }) {
  const [page, setPage] = useState(1);
  const notes = useContactNotes(contactId, page, initialNotes);
  const data = notes.data ?? (page === 1 ? initialNotes : undefined);

  const form = useApiForm<NoteValues>(noteForm, { defaultValues: { note: "" } });
  const add = useApiMutation({
    mutationFn: (v: NoteValues) => api.post("/contact/add-note", { body: { contact_id: contactId, note: v.note } }),
    invalidate: [contactKeys.notes(contactId)],
    success: (d) => d.message,
    form,
    onSuccess: () => {
      form.reset({ note: "" });
      setPage(1);
    },
  });

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Notes</CardTitle>
        {data && data.total > 0 && <span className="text-sm text-muted-foreground tabular-nums">{formatCount(data.total, "note")}</span>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {canUpdate && (
          <ApiForm form={form} onSubmit={add.mutateAsync} aria-label="Add a note" className="gap-2">
            <TextareaField<NoteValues> name="note" label="New note" rows={3} placeholder="What happened, what was agreed, what comes next…" />
            <div className="flex justify-end">
              <SubmitButton busyLabel="Adding" size="sm">
                Add note
              </SubmitButton>
            </div>
          </ApiForm>
        )}
        {data && data.data.length === 0 ? (
          <EmptyState
            icon={NotebookPen}
            title="No notes yet"
            description={canUpdate ? "Write down calls, goals and agreements so the whole team knows where this contact stands." : "Notes the team writes about this contact appear here."}
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Notes">
            {data?.data.map((n) => <NoteItem key={n.id} note={n} contactId={contactId} canUpdate={canUpdate} />)}
          </ul>
        )}
        {data && data.last_page > 1 && (
          <nav aria-label="Notes pages" className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span className="tabular-nums">
              Page {page} of {data.last_page}
            </span>
            <Button variant="outline" size="sm" disabled={page >= data.last_page} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}

function NoteItem({ note, contactId, canUpdate }: { note: ContactNote; contactId: number; canUpdate: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useApiForm<NoteValues>(noteForm, { defaultValues: { note: note.note } });
  const update = useApiMutation({
    mutationFn: (v: NoteValues) => api.patch("/contact/{id}/update-note", { params: { id: note.id }, body: v }),
    invalidate: [contactKeys.notes(contactId)],
    success: (d) => d.message,
    form,
    onSuccess: () => setEditing(false),
  });
  const edited = note.updated_at !== note.created_at;

  return (
    <li className="flex min-w-0 flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <p className="min-w-0 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{note.created_by ?? "Former user"}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoString(note.created_at)}>{formatDateTime(note.created_at)}</time>
          {edited && <span> (edited)</span>}
        </p>
        {canUpdate && !editing && (
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="icon-sm" aria-label="Edit note" onClick={() => setEditing(true)}>
              <Pencil className="size-3.5" aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label="Delete note" onClick={() => setConfirming(true)}>
              <Trash2 className="size-3.5" aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <ApiForm form={form} onSubmit={update.mutateAsync} aria-label="Edit note" className="gap-2">
          <TextareaField<NoteValues> name="note" id={`note-${note.id}`} label="Note" rows={3} autoFocus />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => { form.reset({ note: note.note }); setEditing(false); }}>
              Cancel
            </Button>
            <SubmitButton busyLabel="Saving" size="sm">
              Save
            </SubmitButton>
          </div>
        </ApiForm>
      ) : (
        <p className="text-sm break-words whitespace-pre-wrap text-foreground">{note.note}</p>
      )}
      <DeleteNote open={confirming} onOpenChange={setConfirming} noteId={note.id} contactId={contactId} />
    </li>
  );
}

function DeleteNote({ open, onOpenChange, noteId, contactId }: { open: boolean; onOpenChange: (o: boolean) => void; noteId: number; contactId: number }) {
  const remove = useApiMutation({
    mutationFn: () => api.post("/contact/delete-notes", { body: { ids: [noteId] } }),
    invalidate: [contactKeys.notes(contactId)],
    success: (d) => d.message,
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      description="This note will be deleted permanently."
      confirmText="Delete"
      busyText="Deleting"
      tone="danger"
      onConfirm={async () => {
        await remove.mutateAsync();
      }}
    />
  );
}
