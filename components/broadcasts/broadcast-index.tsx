"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { Copy, FolderInput, Megaphone, MessageSquareText, MoreHorizontal, Pencil, Plus, SquarePen, Trash2 } from "lucide-react";
import { z } from "zod";
import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContentCard } from "@/components/content-dashboard/content-card";
import { ContentDashboardPanel } from "@/components/content-dashboard/content-dashboard-list";
import { FolderBar } from "@/components/folders/folder-bar";
import { useFolderDialogs } from "@/components/folders/folder-dialogs";
import { MoveDialog } from "@/components/folders/move-dialog";
import { NameDialog } from "@/components/folders/name-dialog";
import { useStoredFolder } from "@/components/folders/use-stored-folder";
import type { ListAccess } from "@/components/list/bulk-bar";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api/client";
import { can } from "@/lib/auth/permissions";
import { broadcastList, MAX_SEARCH_LENGTH, type BroadcastListState } from "@/lib/broadcasts/columns";
import { BROADCAST_MSG, NAME_MAX } from "@/lib/broadcasts/constants";
import { broadcastKeys, useBroadcastFolders, useBroadcastList, type BroadcastPage, type BroadcastSummary } from "@/lib/broadcasts/hooks";
import { formatCount } from "@/lib/format";
import { BroadcastStatusBadge, broadcastWhen } from "./broadcast-status";

const FOLDER_STORE = "broadcasts:folder";
const editHref = (id: number) => `/broadcasts/${id}`;
const nameError = (v: string) => (!v.trim() ? BROADCAST_MSG.nameRequired : v.trim().length > NAME_MAX ? `The name may not be greater than ${NAME_MAX} characters.` : null);
const createForm = z.object({
  name: z.string().trim().min(1, BROADCAST_MSG.nameRequired).max(NAME_MAX, `The name may not be greater than ${NAME_MAX} characters.`),
  channel: z.enum(["email", "sms"]),
});

type Dialog = { kind: "rename" | "delete" | "move"; broadcast: BroadcastSummary } | { kind: "create" } | null;

function detail(b: BroadcastSummary): string {
  if (b.status === "draft" || b.status === "scheduled") return broadcastWhen(b) ?? "Not sent yet";
  const opened = b.channel === "email" ? ` · ${formatCount(b.opened, "open")}` : "";
  return `${formatCount(b.sent, "recipient")} of ${b.total}${opened}`;
}

/** BroadcastIndex (/broadcasts): one-off email and SMS sends as cards, 6 a page, newest first, in folders. */
export function BroadcastIndex({ initialPage, initialState, access }: { initialPage: BroadcastPage; initialState: BroadcastListState; access: ListAccess }) {
  const router = useRouter();
  const [state, update] = useListState(broadcastList);
  const [folderId, setFolderId] = useStoredFolder(FOLDER_STORE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }), [queryClient]);
  const mayCreate = can(access, "broadcasts", "create");
  const mayUpdate = can(access, "broadcasts", "update");
  const mayDelete = can(access, "broadcasts", "delete");

  const openFolder = useCallback((id: number) => {
    setFolderId(id);
    update({ page: 1 });
  }, [setFolderId, update]);
  const folders = useBroadcastFolders(folderId);
  const folderGone = folders.isError && folderId !== 0;
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useBroadcastList(state, folderId, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const page = list.page;
  const folderTitle = folders.data?.breadcrumb.at(-1)?.title;
  const folderDialogs = useFolderDialogs({ assetType: "broadcasts", parentId: folderId, parentTitle: folderTitle, onChanged: refresh });

  const write = useApiMutation({ mutationFn: (run: () => Promise<{ message?: string }>) => run(), invalidate: [broadcastKeys.all], success: (d) => d.message ?? null });
  const createFormState = useApiForm(createForm, { defaultValues: { name: "", channel: "email" } });
  const create = useApiMutation({
    mutationFn: (v: z.infer<typeof createForm>) => api.post("/broadcast/save", { body: { name: v.name, channel: v.channel, ...(folderId ? { folder_id: folderId } : {}) } }),
    invalidate: [broadcastKeys.all],
    success: (d) => d.message ?? null,
    form: createFormState,
    onSuccess: (d) => router.push(editHref(d.data.id)),
  });

  const type = state.filters.type ?? "all";
  const current = dialog && "broadcast" in dialog ? dialog.broadcast : null;

  const menu = (b: BroadcastSummary) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`Actions for ${b.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => router.push(editHref(b.id))}>
          <SquarePen aria-hidden="true" /> {b.status === "draft" || b.status === "scheduled" ? "Edit" : "View report"}
        </DropdownMenuItem>
        {mayUpdate && (
          <>
            <DropdownMenuItem onSelect={() => setDialog({ kind: "rename", broadcast: b })}>
              <Pencil aria-hidden="true" /> Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog({ kind: "move", broadcast: b })}>
              <FolderInput aria-hidden="true" /> Move to folder
            </DropdownMenuItem>
          </>
        )}
        {mayCreate && (
          <DropdownMenuItem onSelect={() => void write.mutateAsync(() => api.post("/broadcast/duplicate", { body: { id: b.id } })).catch(() => {})}>
            <Copy aria-hidden="true" /> Duplicate
          </DropdownMenuItem>
        )}
        {mayDelete && b.status !== "sending" && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-danger-strong" onSelect={() => setDialog({ kind: "delete", broadcast: b })}>
              <Trash2 aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  const inFolder = folderId !== 0;
  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Broadcasts</h1>
            {page && <Badge className="tabular-nums">{page.total}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">One-off emails and texts to your groups, tags and statuses, now or on a schedule.</p>
        </div>
        {mayCreate && (
          <Button onClick={() => setDialog({ kind: "create" })}>
            <Plus aria-hidden="true" /> New broadcast
          </Button>
        )}
      </header>

      <Tabs value={type} onValueChange={(v) => update({ filters: { type: v === "all" ? null : v } })}>
        <TabsList aria-label="Which broadcasts">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="email">Email</TabsTrigger>
          <TabsTrigger value="sms">SMS</TabsTrigger>
        </TabsList>

        <TabsContent value={type} tabIndex={-1} className="flex min-w-0 flex-col gap-5 focus-visible:outline-none">
          <FolderBar data={folders.data} loading={folders.isPending} archived={false} canEdit={mayUpdate} onOpen={openFolder} onNew={folderDialogs.newFolder} onAction={folderDialogs.onAction} noun="broadcast" />

          <ContentDashboardPanel
            noun="broadcasts"
            state={state}
            update={update}
            perPageOptions={broadcastList.perPageOptions}
            searchLabel="Search broadcasts"
            searchPlaceholder="Search by name"
            searchMaxLength={MAX_SEARCH_LENGTH}
            list={list}
            items={page?.data ?? []}
            searchField="name"
            folderGone={folderGone}
            onBackToMain={() => openFolder(0)}
            empty={
              <ListEmpty
                icon={Megaphone}
                title={type === "sms" ? "No SMS broadcasts" : type === "email" ? "No email broadcasts" : inFolder ? `${folderTitle ?? "This folder"} has no broadcasts yet` : "No broadcasts yet"}
                description={inFolder ? "Create a broadcast here, or move broadcasts into this folder from their menu." : "Write one message and send it to a group, a tag or a status, now or later."}
                action={mayCreate ? <Button variant="outline" onClick={() => setDialog({ kind: "create" })}><Plus aria-hidden="true" /> New broadcast</Button> : undefined}
              />
            }
            label="Broadcasts"
            getId={(b) => b.id}
            getTitle={(b) => b.name}
            renderCard={(b, handle) => (
              <ContentCard
                title={b.name}
                href={editHref(b.id)}
                thumbnail={null}
                icon={b.channel === "sms" ? MessageSquareText : Megaphone}
                handle={handle}
                menu={menu(b)}
                detail={detail(b)}
                badges={<><Badge variant="outline">{b.channel === "sms" ? "SMS" : "Email"}</Badge><BroadcastStatusBadge status={b.status} /></>}
              />
            )}
          />
        </TabsContent>
      </Tabs>

      <FormDialog
        open={dialog?.kind === "create"}
        onOpenChange={(o) => !o && setDialog(null)}
        form={createFormState}
        onSubmit={create.mutateAsync}
        title="New broadcast"
        description="Name it and pick email or SMS; you write it and choose who gets it next."
        submitLabel="Create"
        busyLabel="Creating"
        size="sm"
      >
        <TextField name="name" label="Name" required maxLength={NAME_MAX} autoComplete="off" />
        <SelectField name="channel" label="Send as">
          <option value="email">Email</option>
          <option value="sms">SMS</option>
        </SelectField>
      </FormDialog>
      <NameDialog
        key={dialog?.kind === "rename" ? `rename-${dialog.broadcast.id}` : "rename"}
        open={dialog?.kind === "rename"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Rename broadcast"
        label="Name"
        initial={current?.name ?? ""}
        maxLength={NAME_MAX}
        submitText="Rename"
        busyText="Renaming"
        check={nameError}
        onSubmit={(name) => write.mutateAsync(() => api.patch("/broadcast/rename", { body: { id: current?.id ?? 0, name } }))}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        description={`Delete “${current?.name ?? ""}”? ${current?.status === "scheduled" ? "It will not be sent. " : ""}Its report goes with it.`}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={() => write.mutateAsync(() => api.delete("/broadcast/delete", { body: { ids: [current?.id ?? 0] } })).then(() => setDialog(null))}
      />
      <MoveDialog
        count={1}
        noun="broadcast"
        assetType="broadcasts"
        moduleKey={broadcastKeys.all}
        open={dialog?.kind === "move"}
        onOpenChange={(o) => !o && setDialog(null)}
        onMove={(target) => write.mutateAsync(() => api.post("/folder/add-assets", { body: { asset_type: "broadcasts", assets_id: [current?.id ?? 0], folder_id: target } }).then(() => ({ message: "Broadcast moved successfully!" }))).then(() => setDialog(null))}
      />
      {folderDialogs.dialogs}
    </div>
  );
}
