"use client";

import { useMemo, useState } from "react";
import { Pencil, Plus, Tags as TagsIcon, Trash2 } from "lucide-react";
import { DataTable } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import { ListEmpty } from "@/components/list/list-states";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount, formatDate, formatNumber, isoString } from "@/lib/format";
import { TAG_TYPE_EMPTY, type TagType } from "@/lib/tags/constants";
import { tagKeys, useTagList, type TagList } from "@/lib/tags/hooks";
import { TagFormDialog, type EditedTag } from "./tag-form-dialog";

type TagRow = TagList["original"][number];
type Access = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };

/** TagIndex (/tags): the location's tags by type (System, ID, Trigger), with create, edit and delete. */
export function TagIndex({ initial, access }: { initial: TagList; access: Access }) {
  const list = useTagList(true, initial).data ?? initial;
  const [type, setType] = useState<TagType>(1);
  const [editing, setEditing] = useState<EditedTag | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TagRow | null>(null);

  const remove = useApiMutation({
    mutationFn: (tag: TagRow) => api.delete("/tag/{id}/delete", { params: { id: tag.id } }),
    invalidate: [tagKeys.all, contactKeys.all],
    success: (d) => d.message ?? null,
  });

  const columns = useMemo<ListColumn<TagRow>[]>(
    () => [
      { key: "name", label: "Name", alwaysVisible: true, cell: (t) => <span className="font-medium text-foreground">{t.name}</span> },
      { key: "contacts", label: "Contacts", className: "w-32", cell: (t) => <span className="tabular-nums">{formatNumber(t.contacts_count)}</span> },
      { key: "created", label: "Created", className: "w-36", cell: (t) => <time dateTime={isoString(t.created_at)}>{formatDate(t.created_at)}</time> },
      ...(access.canUpdate || access.canDelete
        ? [{ key: "actions", label: "Actions", hideLabel: true, className: "w-24", cell: (t: TagRow) => <RowActions tag={t} access={access} onEdit={setEditing} onDelete={setDeleting} /> }]
        : []),
    ],
    [access],
  );

  const card = {
    title: (t: TagRow) => <span className="font-medium">{t.name}</span>,
    badge: (t: TagRow) => <Badge className="tabular-nums">{formatCount(t.contacts_count, "contact")}</Badge>,
    body: (t: TagRow) => (access.canUpdate || access.canDelete ? <RowActions tag={t} access={access} onEdit={setEditing} onDelete={setDeleting} /> : null),
  };

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Tags</h1>
            <Badge className="tabular-nums">{formatCount(list.original.length, "tag")}</Badge>
          </div>
          {access.canCreate && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Create tag
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground">Group contacts to filter them, message them together and start automations.</p>
      </header>

      <Tabs value={String(type)} onValueChange={(v) => setType(Number(v) as TagType)} className="min-w-0">
        <TabsList aria-label="Tag type">
          {list.tags.map((g) => (
            <TabsTrigger key={g.tag_type} value={String(g.tag_type)} count={formatNumber(g.tags.length)}>
              {g.title}
            </TabsTrigger>
          ))}
        </TabsList>
        {list.tags.map((g) => (
          <TabsContent key={g.tag_type} value={String(g.tag_type)} tabIndex={-1} className="min-w-0 focus-visible:outline-none">
            <Card className="min-w-0 overflow-hidden">
              {g.tags.length === 0 ? (
                <ListEmpty
                  icon={TagsIcon}
                  title={TAG_TYPE_EMPTY[g.tag_type as TagType]}
                  description="Create a tag, then add it to contacts from their profile."
                  action={access.canCreate ? <Button variant="outline" onClick={() => setCreating(true)}>Create tag</Button> : undefined}
                />
              ) : (
                <DataTable label={g.title} columns={columns} rows={g.tags} rowLabel={(t) => t.name} card={card} />
              )}
            </Card>
          </TabsContent>
        ))}
      </Tabs>

      <TagFormDialog open={creating} onOpenChange={setCreating} defaultType={type} />
      <TagFormDialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} tag={editing ?? undefined} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        description={deleting ? `“${deleting.name}” will be removed from ${formatCount(deleting.contacts_count, "contact")} and deleted. This cannot be undone.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting);
        }}
      />
    </div>
  );
}

function RowActions({ tag, access, onEdit, onDelete }: { tag: TagRow; access: Access; onEdit: (t: TagRow) => void; onDelete: (t: TagRow) => void }) {
  return (
    <div className="flex justify-end gap-1">
      {access.canUpdate && (
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${tag.name}`} onClick={() => onEdit(tag)}>
          <Pencil className="size-3.5" aria-hidden="true" />
        </Button>
      )}
      {access.canDelete && (
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${tag.name}`} onClick={() => onDelete(tag)}>
          <Trash2 className="size-3.5" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
