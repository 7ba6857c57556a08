"use client";

import { useState } from "react";
import Link from "next/link";
import { Controller } from "react-hook-form";
import { UserMinus, UserPlus, UsersRound } from "lucide-react";
import { useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { ListPagination } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListBody, listBodyOf } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount, formatDate, isoString } from "@/lib/format";
import { formatPhone } from "@/lib/format-phone";
import { GROUP_MEMBERS_MAX } from "@/lib/groups/constants";
import { groupAddForm } from "@/lib/groups/forms";
import { groupKeys, useGroupMembers, type Group, type GroupMember } from "@/lib/groups/hooks";

const nameOf = (m: Pick<GroupMember, "first_name" | "last_name" | "email">) => [m.first_name, m.last_name].filter(Boolean).join(" ") || m.email || "Unnamed contact";

/** A group's members: paged and searchable, each removable; "Add contacts" picks more. */
export function GroupMembersDialog({ group, open, onOpenChange, canUpdate }: { group: Group; open: boolean; onOpenChange: (open: boolean) => void; canUpdate: boolean }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  const members = useGroupMembers(group.id, page, search);
  const data = members.data;
  const remove = useApiMutation({
    mutationFn: (m: GroupMember) => api.post("/group/{id}/edit-group", { params: { id: group.id }, body: { name: group.name, description: group.description, remove_contact_ids: [m.id] } }),
    invalidate: [groupKeys.all, contactKeys.all],
    success: (_d, m) => `${nameOf(m)} has been removed from the group.`,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{group.name}</DialogTitle>
          <DialogDescription>{formatCount(data?.total ?? group.members_count, "member")}{group.description ? ` · ${group.description}` : ""}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <ListSearch value={search} onSearch={(s) => { setSearch(s); setPage(1); }} label="Search members" placeholder="Search name, email, phone" maxLength={100} className="min-w-0 flex-1" />
            {members.isFetching && !members.isPending && <Spinner size="sm" label="Loading members" />}
            {canUpdate && (
              <Button variant="outline" onClick={() => setAdding(true)}>
                <UserPlus className="size-4" aria-hidden="true" />
                Add contacts
              </Button>
            )}
          </div>
          <ListBody
            list={listBodyOf(members, (d) => d.data.length === 0)}
            what="the members"
            noun="members"
            search={search}
            onClearSearch={() => setSearch("")}
            loading={<div className="flex justify-center p-6"><Spinner label="Loading members" /></div>}
            empty={<ListEmpty icon={UsersRound} title="No members yet" description="Add contacts here, or choose contacts in the contact list and use “Add to group”." />}
          >
            <ul aria-label="Members" className="divide-y divide-border rounded-md border border-border">
              {data?.data.map((m) => (
                <li key={m.id} className="flex min-w-0 items-center gap-3 px-3 py-2">
                  <Avatar name={nameOf(m)} size="sm" decorative />
                  <div className="min-w-0 flex-1">
                    <Link href={`/contact/${m.id}/profile`} className="block truncate text-sm font-medium hover:text-primary-strong">{nameOf(m)}</Link>
                    <p className="truncate text-xs text-muted-foreground">{[m.email, formatPhone(m.number)].filter(Boolean).join(" · ") || "No email or phone"}</p>
                  </div>
                  <time dateTime={isoString(m.added_at)} className="hidden text-xs text-muted-foreground sm:block">Added {formatDate(m.added_at)}</time>
                  {canUpdate && (
                    <Button variant="ghost" size="icon-sm" aria-label={`Remove ${nameOf(m)} from ${group.name}`} disabled={remove.isPending} onClick={() => remove.mutate(m)}>
                      <UserMinus className="size-4" aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </ListBody>
          {data && data.last_page > 1 && <ListPagination page={page} data={data} onPage={setPage} />}
        </DialogBody>
        {canUpdate && <AddMembersDialog group={group} open={adding} onOpenChange={setAdding} />}
      </DialogContent>
    </Dialog>
  );
}

type AddValues = { contacts: PickedContact[] };

function AddMembersDialog({ group, open, onOpenChange }: { group: Group; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm<AddValues>(groupAddForm, { defaultValues: { contacts: [] }, values: open ? { contacts: [] } : undefined });
  const add = useApiMutation({
    mutationFn: (v: AddValues) => api.post("/group/{id}/edit-group", { params: { id: group.id }, body: { name: group.name, description: group.description, add_contact_ids: v.contacts.map((c) => c.id) } }),
    invalidate: [groupKeys.all, contactKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={add.mutateAsync} title={`Add contacts to ${group.name}`} submitLabel="Add to group" busyLabel="Adding" size="lg">
      <Controller
        control={form.control}
        name="contacts"
        render={({ field, fieldState }) => <ContactPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} max={GROUP_MEMBERS_MAX} />}
      />
    </FormDialog>
  );
}
