"use client";

import { Trash2, UserPlus, UsersRound } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ListEmpty, ListLoading } from "@/components/list/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { api } from "@/lib/api/client";
import { formatDateTime } from "@/lib/format";
import { CONTACTS_MAX, SEQUENCE_MSG } from "@/lib/sequences/constants";
import { sequenceKeys, useSequenceUsers } from "@/lib/sequences/hooks";
import { Pager } from "./pager";

const STATUS_VARIANT = { active: "primary", completed: "success", stopped: "warning", removed: "neutral" } as const;
const addSchema = z.object({ contacts: z.array(z.object({ id: z.number(), name: z.string() })).min(1, { error: "Choose at least one contact." }) });
type AddValues = { contacts: PickedContact[] };

/** The Subscribers tab: who is on the sequence, their next message and when; add contacts, delete subscribers. */
export function SequenceSubscribers({ sequenceId, canEdit }: { sequenceId: number; canEdit: boolean }) {
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const users = useSequenceUsers(sequenceId, status, page);
  const form = useApiForm<AddValues, AddValues>(addSchema, { defaultValues: { contacts: [] } });
  const add = useApiMutation({
    mutationFn: (v: AddValues) => api.post("/sequence/add-contact", { body: { sequence_ids: [sequenceId], contact_ids: v.contacts.map((c) => c.id) } }),
    invalidate: [sequenceKeys.all],
    success: SEQUENCE_MSG.added,
    form,
    errorFields: { contact_ids: "contacts" },
    onSuccess: () => {
      setAdding(false);
      form.reset({ contacts: [] });
    },
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => api.delete("/sequence/delete-user", { body: { ids: [id] } }),
    invalidate: [sequenceKeys.all],
    success: SEQUENCE_MSG.subscribersDeleted,
  });
  return (
    <section aria-labelledby="subscribers-heading" className="flex flex-col rounded-lg border border-border bg-card">
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <h2 id="subscribers-heading" className="font-semibold">Subscribers</h2>
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect aria-label="Show subscribers" value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }} className="w-36">
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="completed">Completed</option>
            <option value="stopped">Stopped</option>
            <option value="removed">Removed</option>
          </NativeSelect>
          {canEdit && (
            <Button onClick={() => setAdding(true)}>
              <UserPlus className="size-4" aria-hidden /> Add contacts
            </Button>
          )}
        </div>
      </div>
      {!users.data ? (
        <ListLoading label="Loading subscribers" />
      ) : !users.data.data.length ? (
        <ListEmpty icon={UsersRound} title="No subscribers yet" description="Add contacts here or from the contact list; each gets the first message after its delay." />
      ) : (
        <>
          <Table containerClassName="max-w-full overflow-x-auto">
            <TableHeader>
              <TableRow>
                <TableHead>Contact</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Next message</TableHead>
                <TableHead>Sent</TableHead>
                <TableHead>Joined</TableHead>
                {canEdit && <TableHead><span className="sr-only">Actions</span></TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.data.data.map((u) => (
                <TableRow key={u.id}>
                  <TableCell className="font-medium">{u.name || u.email || `Contact ${u.contact_id}`}</TableCell>
                  <TableCell><Badge variant={STATUS_VARIANT[u.status]}>{u.status[0].toUpperCase() + u.status.slice(1)}</Badge></TableCell>
                  <TableCell className="max-w-64 truncate">
                    {u.next_message ?? "—"}
                    {u.next_at && <span className="block text-[12px] text-muted-foreground">{formatDateTime(u.next_at)}</span>}
                  </TableCell>
                  <TableCell>{u.sent}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(u.created_at)}</TableCell>
                  {canEdit && (
                    <TableCell>
                      <Button variant="ghost" size="icon" aria-label={`Delete ${u.name || "subscriber"}`} onClick={() => setRemoving({ id: u.id, name: u.name })}>
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager page={page} last={users.data.last_page} onPage={setPage} />
        </>
      )}
      <FormDialog open={adding} onOpenChange={setAdding} form={form} onSubmit={add.mutateAsync} title="Add contacts" description="They start with the first message, its delay counted from now." submitLabel="Add to sequence">
        <Controller
          control={form.control}
          name="contacts"
          render={({ field, fieldState }) => <ContactPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} max={CONTACTS_MAX} />}
        />
      </FormDialog>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Delete this subscriber?"
        description={`${removing?.name || "The contact"} gets nothing more from this sequence, and their send history here goes.`}
        confirmText="Delete"
        tone="danger"
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing.id);
        }}
      />
    </section>
  );
}
