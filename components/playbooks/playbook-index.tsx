"use client";

import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { BookOpen, Pin, PinOff, Plus, Users } from "lucide-react";
import { ShareDialog, type ShareTarget } from "@/components/assets/share-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentImportWizard } from "@/components/content-import/content-import-wizard";
import { ContentCard } from "@/components/content-dashboard/content-card";
import { ContentCardMenu, dashboardMenuItems } from "@/components/content-dashboard/content-card-menu";
import { ContentDashboardPanel } from "@/components/content-dashboard/content-dashboard-list";
import { useDashboardOrdering, useDashboardThumbnail } from "@/components/content-dashboard/use-dashboard-mutations";
import { FolderBar } from "@/components/folders/folder-bar";
import { useFolderDialogs } from "@/components/folders/folder-dialogs";
import { MoveDialog } from "@/components/folders/move-dialog";
import { NameDialog } from "@/components/folders/name-dialog";
import { useStoredFolder } from "@/components/folders/use-stored-folder";
import { ImagePicker } from "@/components/image-library/image-picker";
import type { ListAccess } from "@/components/list/bulk-bar";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { can } from "@/lib/auth/permissions";
import { formatCount } from "@/lib/format";
import { handleApiError } from "@/lib/http/handle-error";
import { MAX_SEARCH_LENGTH, playbookList, type PlaybookListState } from "@/lib/playbooks/columns";
import { PLAYBOOK_MSG, TITLE_MAX } from "@/lib/playbooks/constants";
import { playbookCalls, playbookKeys, usePlaybookFolders, usePlaybookList, type PlaybookCard, type PlaybookPage } from "@/lib/playbooks/hooks";
import { PlaybookUsersDialog } from "./playbook-users-dialog";
import { SendPlaybookDialog } from "./send-playbook-dialog";

/** Lists an import may add to: this dashboard's. */
const IMPORT_REFRESH = [playbookKeys.all];

const FOLDER_STORE = "playbooks:folder";

type Dialog =
  | { kind: "create" }
  | { kind: "rename"; playbook: PlaybookCard }
  | { kind: "delete"; playbook: PlaybookCard }
  | { kind: "move"; playbook: PlaybookCard }
  | { kind: "thumbnail"; playbook: PlaybookCard }
  | { kind: "send"; playbook: PlaybookCard }
  | { kind: "users"; playbook: PlaybookCard }
  | { kind: "share"; playbook: PlaybookCard }
  | null;

const titleError = (v: string) => (!v.trim() ? PLAYBOOK_MSG.titleRequired : v.trim().length > TITLE_MAX ? `The title may not be greater than ${TITLE_MAX} characters.` : null);

/** PlaybookIndex (/playbooks): the playbook dashboard — cards 6 a page, folders, drag to reorder. */
export function PlaybookIndex({ initialPage, initialState, access, userId, copyTargets = [] }: {
  initialPage: PlaybookPage;
  initialState: PlaybookListState;
  access: ListAccess;
  userId: number;
  /** The company's other locations the user belongs to (the share dialog's "Copy to locations"). */
  copyTargets?: ShareTarget[];
}) {
  const [state, update] = useListState(playbookList);
  const [folderId, setFolderId] = useStoredFolder(FOLDER_STORE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: playbookKeys.all }), [queryClient]);

  const mayCreate = can(access, "playbooks", "create");
  const mayUpdate = can(access, "playbooks", "update");
  const mayDelete = can(access, "playbooks", "delete");

  const openFolder = useCallback(
    (id: number) => {
      setFolderId(id);
      update({ page: 1 });
    },
    [setFolderId, update],
  );
  const folders = usePlaybookFolders(folderId);
  const folderGone = folders.isError && folderId !== 0;
  const folderTitle = folders.data?.breadcrumb.at(-1)?.title;
  const folderDialogs = useFolderDialogs({ assetType: "playbooks", parentId: folderId, parentTitle: folderTitle, onChanged: refresh });

  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = usePlaybookList(state, folderId, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const page = list.page;
  const ordering = useDashboardOrdering("playbook", playbookKeys.all);
  const thumbnail = useDashboardThumbnail("playbook", playbookKeys.all);
  // Dragging reorders the hand-made order only: not while sorted by title or searching.
  const reorderable = mayUpdate && !state.search && (state.sort ?? "ordering") === "ordering";

  const run = async (work: () => Promise<{ message?: string } | unknown>, success?: string) => {
    try {
      const res = (await work()) as { message?: string } | undefined;
      const message = success ?? res?.message;
      if (message) toast.success(message);
      await refresh();
    } catch (e) {
      handleApiError(e);
      throw e;
    }
  };

  const menu = (p: PlaybookCard) => (
    <ContentCardMenu
      title={p.title}
      items={dashboardMenuItems({
        editHref: `/playbook/${p.id}/edit`,
        may: { update: mayUpdate, create: mayCreate, delete: mayDelete },
        people: { label: "Contacts", icon: Users, onSelect: () => setDialog({ kind: "users", playbook: p }) },
        share: () => setDialog({ kind: "share", playbook: p }),
        // Sending needs only playbooks view (the route's gate).
        send: () => setDialog({ kind: "send", playbook: p }),
        rename: () => setDialog({ kind: "rename", playbook: p }),
        thumbnail: { has: !!p.thumbnail, open: () => setDialog({ kind: "thumbnail", playbook: p }) },
        move: () => setDialog({ kind: "move", playbook: p }),
        switches: [
          { label: p.is_pinned ? "Unpin" : "Pin", icon: p.is_pinned ? PinOff : Pin, onSelect: () => void run(() => playbookCalls.pin(p.id, !p.is_pinned)).catch(() => {}) },
          { label: p.all_clients ? "Show to assigned contacts only" : "Show to all clients", icon: Users, onSelect: () => void run(() => playbookCalls.allClients(p.id, !p.all_clients)).catch(() => {}) },
        ],
        duplicate: () => void run(() => playbookCalls.duplicate(p.id), PLAYBOOK_MSG.duplicated).catch(() => {}),
        remove: () => setDialog({ kind: "delete", playbook: p }),
      })}
    />
  );

  const inFolder = folderId !== 0;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Playbooks</h1>
            {page && <Badge className="tabular-nums">{page.total}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">Step-by-step programs your clients follow in their portal: lessons, downloads, FAQ and links.</p>
        </div>
        {mayCreate && (
          <div className="flex flex-wrap items-center gap-2">
            <ContentImportWizard userId={userId} refreshKeys={IMPORT_REFRESH} />
            <Button type="button" onClick={() => setDialog({ kind: "create" })}>
              <Plus aria-hidden="true" /> New playbook
            </Button>
          </div>
        )}
      </header>

      <FolderBar data={folders.data} loading={folders.isPending} archived={false} canEdit={mayUpdate} onOpen={openFolder} onNew={folderDialogs.newFolder} onAction={folderDialogs.onAction} noun="playbook" />

      <ContentDashboardPanel
        noun="playbooks"
        state={state}
        update={update}
        perPageOptions={playbookList.perPageOptions}
        searchLabel="Search playbooks"
        searchPlaceholder="Search by title"
        searchMaxLength={MAX_SEARCH_LENGTH}
        list={list}
        items={page?.data ?? []}
        folderGone={folderGone}
        onBackToMain={() => openFolder(0)}
        heading={inFolder ? `Playbooks in ${folderTitle ?? "this folder"}` : "All playbooks"}
        empty={
          <ListEmpty
            icon={BookOpen}
            title={inFolder ? `${folderTitle ?? "This folder"} has no playbooks yet` : "No playbooks yet"}
            description={inFolder ? "Create a playbook here, or move one in from the main folder." : "Create your first playbook: add steps with lessons and downloads, then send it to your clients."}
            action={
              mayCreate ? (
                <Button onClick={() => setDialog({ kind: "create" })}>
                  <Plus aria-hidden="true" /> New playbook
                </Button>
              ) : undefined
            }
          />
        }
        label="Playbooks"
        getId={(p) => p.id}
        getTitle={(p) => p.title}
        onReorder={reorderable ? (ids) => ordering.mutateAsync(ids) : undefined}
        renderCard={(p, handle) => (
          <ContentCard
            title={p.title}
            href={`/playbook/${p.id}/edit`}
            thumbnail={p.thumbnail}
            icon={BookOpen}
            handle={handle}
            detail={`${formatCount(p.steps_count, "step")} · ${formatCount(p.users_count, "contact")}`}
            badges={
              <>
                {p.is_pinned ? <Badge variant="primary"><Pin className="size-3" aria-hidden="true" /> Pinned</Badge> : null}
                {p.all_clients ? <Badge variant="primary">All clients</Badge> : null}
              </>
            }
            menu={menu(p)}
          />
        )}
      />

      <NameDialog
        key={dialog?.kind === "create" ? "create" : "create-closed"}
        open={dialog?.kind === "create"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="New playbook"
        label="Title"
        initial=""
        submitText="Create"
        busyText="Creating"
        maxLength={TITLE_MAX}
        check={titleError}
        onSubmit={(title) => run(() => playbookCalls.create(title, folderId), PLAYBOOK_MSG.created)}
      />
      <NameDialog
        key={dialog?.kind === "rename" ? `rename-${dialog.playbook.id}` : "rename"}
        open={dialog?.kind === "rename"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Rename playbook"
        label="Title"
        initial={dialog?.kind === "rename" ? dialog.playbook.title : ""}
        submitText="Rename"
        busyText="Renaming"
        maxLength={TITLE_MAX}
        check={titleError}
        onSubmit={(title) => run(() => playbookCalls.rename(dialog?.kind === "rename" ? dialog.playbook.id : 0, title), PLAYBOOK_MSG.renamed)}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Delete playbook?"
        description={dialog?.kind === "delete" ? `“${dialog.playbook.title}”, its steps and its downloads will be deleted, and contacts will no longer see it.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={() => run(() => playbookCalls.remove(dialog?.kind === "delete" ? [dialog.playbook.id] : []), PLAYBOOK_MSG.deleted)}
      />
      <ShareDialog
        open={dialog?.kind === "share"}
        onOpenChange={(o) => !o && setDialog(null)}
        asset={dialog?.kind === "share" ? { type: "playbook", id: dialog.playbook.id, name: dialog.playbook.title } : null}
        item="Playbook"
        targets={copyTargets}
        canUpdate={mayUpdate}
        canCopy
      />
      <MoveDialog
        count={1}
        noun="playbook"
        assetType="playbooks"
        moduleKey={playbookKeys.all}
        open={dialog?.kind === "move"}
        onOpenChange={(o) => !o && setDialog(null)}
        onMove={(target) => run(() => playbookCalls.move(dialog?.kind === "move" ? [dialog.playbook.id] : [], target), "Playbook moved successfully!")}
      />
      {dialog?.kind === "thumbnail" && (
        <ImagePicker
          open
          onOpenChange={(o) => !o && setDialog(null)}
          type="dashboard-thumb"
          userId={userId}
          current={dialog.playbook.thumbnail ? { url: dialog.playbook.thumbnail, name: dialog.playbook.title } : null}
          onPicked={(image) => {
            void thumbnail.mutateAsync({ id: dialog.playbook.id, imageId: image.id }).catch(() => {});
            setDialog(null);
          }}
        />
      )}
      <SendPlaybookDialog
        playbook={dialog?.kind === "send" ? dialog.playbook : null}
        open={dialog?.kind === "send"}
        onOpenChange={(o) => !o && setDialog(null)}
      />
      <PlaybookUsersDialog playbook={dialog?.kind === "users" ? dialog.playbook : null} onClose={() => setDialog(null)} />
      {folderDialogs.dialogs}
    </div>
  );
}
