"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { Eye, EyeOff, FileText, Plus, UsersRound } from "lucide-react";
import { ShareDialog, type ShareTarget } from "@/components/assets/share-dialog";
import { z } from "zod";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api/client";
import { can } from "@/lib/auth/permissions";
import { formatCount } from "@/lib/format";
import { MAX_SEARCH_LENGTH, pageList, type PageListState } from "@/lib/pages/columns";
import { TITLE_MAX } from "@/lib/pages/constants";
import { contactPageKeys, pageKeys, usePageFolders, usePageList, type PagePage, type PageSummary } from "@/lib/pages/hooks";
import { PageContactsDialog } from "./page-contacts-dialog";
import { PageMembersDialog } from "./page-members-dialog";

/** Lists an import may add to: this dashboard's. */
const IMPORT_REFRESH = [pageKeys.all];

const FOLDER_STORE = "pages:folder";
const editHref = (id: number) => `/page/${id}/edit`;
const titleError = (v: string) => (!v.trim() ? "The title field is required." : v.trim().length > TITLE_MAX ? `The title may not be greater than ${TITLE_MAX} characters.` : null);
const createForm = z.object({ title: z.string().trim().min(1, "The title field is required.").max(TITLE_MAX, `The title may not be greater than ${TITLE_MAX} characters.`) });

type Dialog =
  | { kind: "rename" | "delete" | "move" | "send" | "restrict" | "members" | "thumbnail" | "share"; page: PageSummary }
  | { kind: "create" }
  | null;

/** PageIndex (/pages): the coach's pages as cards, 6 a page in their own order, in folders. */
export function PageIndex({ initialPage, initialState, access, userId, copyTargets = [] }: {
  initialPage: PagePage;
  initialState: PageListState;
  access: ListAccess;
  userId: number;
  /** The company's other locations the user belongs to (the share dialog's "Copy to locations"). */
  copyTargets?: ShareTarget[];
}) {
  const router = useRouter();
  const [state, update] = useListState(pageList);
  const [folderId, setFolderId] = useStoredFolder(FOLDER_STORE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: pageKeys.all }), [queryClient]);
  const mayCreate = can(access, "pages", "create");
  const mayUpdate = can(access, "pages", "update");
  const mayDelete = can(access, "pages", "delete");

  const openFolder = useCallback((id: number) => {
    setFolderId(id);
    update({ page: 1 });
  }, [setFolderId, update]);
  const folders = usePageFolders(folderId);
  const folderGone = folders.isError && folderId !== 0;
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = usePageList(state, folderId, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const page = list.page;
  const folderTitle = folders.data?.breadcrumb.at(-1)?.title;
  const folderDialogs = useFolderDialogs({ assetType: "pages", parentId: folderId, parentTitle: folderTitle, onChanged: refresh });

  const ordering = useDashboardOrdering("page", pageKeys.all);
  const thumbnail = useDashboardThumbnail("page", pageKeys.all);
  const write = useApiMutation({ mutationFn: (run: () => Promise<{ message?: string }>) => run(), invalidate: [pageKeys.all, contactPageKeys.all], success: (d) => d.message ?? null });
  const createFormState = useApiForm(createForm, { defaultValues: { title: "" } });
  const create = useApiMutation({
    mutationFn: (v: { title: string }) => api.post("/page/create", { body: { title: v.title, ...(folderId ? { folder_id: folderId } : {}) } }),
    invalidate: [pageKeys.all],
    success: (d) => d.message ?? null,
    form: createFormState,
    onSuccess: (d) => router.push(editHref(d.data.id)),
  });

  const mode = state.filters.mode ?? "all";
  const current = dialog && "page" in dialog ? dialog.page : null;

  const menu = (p: PageSummary) => (
    <ContentCardMenu
      title={p.title}
      items={dashboardMenuItems({
        editHref: editHref(p.id),
        may: { update: mayUpdate, create: mayCreate, delete: mayDelete },
        people: { label: "Members", icon: UsersRound, onSelect: () => setDialog({ kind: "members", page: p }) },
        share: () => setDialog({ kind: "share", page: p }),
        send: mayUpdate ? () => setDialog({ kind: "send", page: p }) : undefined,
        restrict: mayUpdate ? () => setDialog({ kind: "restrict", page: p }) : undefined,
        rename: () => setDialog({ kind: "rename", page: p }),
        thumbnail: { has: !!p.thumbnail, open: () => setDialog({ kind: "thumbnail", page: p }) },
        move: () => setDialog({ kind: "move", page: p }),
        switches: [{ label: p.enabled ? "Disable" : "Enable", icon: p.enabled ? EyeOff : Eye, onSelect: () => void write.mutateAsync(() => api.patch("/page/enable-disable", { body: { id: p.id, status: p.enabled ? 0 : 1 } })).catch(() => {}) }],
        duplicate: () => void write.mutateAsync(() => api.post("/page/duplicate", { body: { id: p.id } })).catch(() => {}),
        remove: () => setDialog({ kind: "delete", page: p }),
      })}
    />
  );

  const inFolder = folderId !== 0;
  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Pages</h1>
            {page && <Badge className="tabular-nums">{page.total}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">Welcome pages, guides and resources your clients read in their portal.</p>
        </div>
        {mayCreate && (
          <div className="flex flex-wrap items-center gap-2">
            <ContentImportWizard userId={userId} refreshKeys={IMPORT_REFRESH} />
            <Button onClick={() => setDialog({ kind: "create" })}>
              <Plus aria-hidden="true" /> New page
            </Button>
          </div>
        )}
      </header>

      <Tabs value={mode} onValueChange={(v) => update({ filters: { mode: v === "all" ? null : v } })}>
        <TabsList aria-label="Which pages">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="enabled">Enabled</TabsTrigger>
          <TabsTrigger value="disabled">Disabled</TabsTrigger>
        </TabsList>

        <TabsContent value={mode} tabIndex={-1} className="flex min-w-0 flex-col gap-5 focus-visible:outline-none">

      <FolderBar data={folders.data} loading={folders.isPending} archived={false} canEdit={mayUpdate} onOpen={openFolder} onNew={folderDialogs.newFolder} onAction={folderDialogs.onAction} noun="page" />

      <ContentDashboardPanel
        noun="pages"
        state={state}
        update={update}
        perPageOptions={pageList.perPageOptions}
        searchLabel="Search pages"
        searchPlaceholder="Search by title"
        searchMaxLength={MAX_SEARCH_LENGTH}
        list={list}
        items={page?.data ?? []}
        folderGone={folderGone}
        onBackToMain={() => openFolder(0)}
        empty={
          <ListEmpty
            icon={FileText}
            title={mode === "disabled" ? "No disabled pages" : mode === "enabled" ? "No enabled pages" : inFolder ? `${folderTitle ?? "This folder"} has no pages yet` : "No pages yet"}
            description={mode !== "all" ? "Switch a page on or off from its card’s menu." : inFolder ? "Create a page here, or move pages into this folder from their menu." : "Create a welcome page or a guide, then send it to your clients."}
            action={mayCreate && mode === "all" ? <Button variant="outline" onClick={() => setDialog({ kind: "create" })}><Plus aria-hidden="true" /> New page</Button> : undefined}
          />
        }
        label="Pages"
        getId={(p) => p.id}
        getTitle={(p) => p.title}
        onReorder={mayUpdate ? (ids) => ordering.mutateAsync(ids) : undefined}
        renderCard={(p, handle) => (
          <ContentCard
            title={p.title}
            href={editHref(p.id)}
            thumbnail={p.thumbnail}
            icon={FileText}
            handle={handle}
            muted={!p.enabled}
            menu={menu(p)}
            detail={`${formatCount(p.members, "member")} · ${formatCount(p.downloads, "download")}`}
            badges={p.enabled ? <Badge variant="success">Enabled</Badge> : <Badge variant="neutral">Disabled</Badge>}
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
        title="New page"
        description="Give it a title; you write the page itself in the editor next."
        submitLabel="Create"
        busyLabel="Creating"
        size="sm"
      >
        <TextField name="title" label="Title" required maxLength={TITLE_MAX} autoComplete="off" />
      </FormDialog>
      <NameDialog
        key={dialog?.kind === "rename" ? `rename-${dialog.page.id}` : "rename"}
        open={dialog?.kind === "rename"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Rename page"
        label="Title"
        initial={current?.title ?? ""}
        maxLength={TITLE_MAX}
        submitText="Rename"
        busyText="Renaming"
        check={titleError}
        onSubmit={(title) => write.mutateAsync(() => api.patch("/page/rename", { body: { id: current?.id ?? 0, title } }))}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        description={`Delete “${current?.title ?? ""}”? Its downloads go with it and the contacts it was sent to no longer see it.`}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={() => write.mutateAsync(() => api.delete("/page/delete", { body: { ids: [current?.id ?? 0] } })).then(() => setDialog(null))}
      />
      <ShareDialog
        open={dialog?.kind === "share"}
        onOpenChange={(o) => !o && setDialog(null)}
        asset={dialog?.kind === "share" ? { type: "page", id: dialog.page.id, name: dialog.page.title } : null}
        item="Page"
        targets={copyTargets}
        canUpdate={mayUpdate}
        canCopy
      />
      <MoveDialog
        count={1}
        noun="page"
        assetType="pages"
        moduleKey={pageKeys.all}
        open={dialog?.kind === "move"}
        onOpenChange={(o) => !o && setDialog(null)}
        onMove={(target) => write.mutateAsync(() => api.post("/folder/add-assets", { body: { asset_type: "pages", assets_id: [current?.id ?? 0], folder_id: target } }).then(() => ({ message: "Page moved successfully!" }))).then(() => setDialog(null))}
      />
      <PageContactsDialog mode={dialog?.kind === "restrict" ? "restrict" : "send"} page={current} open={dialog?.kind === "send" || dialog?.kind === "restrict"} onOpenChange={(o) => !o && setDialog(null)} />
      <PageMembersDialog page={current} open={dialog?.kind === "members"} onOpenChange={(o) => !o && setDialog(null)} canUpdate={mayUpdate} />
      <ImagePicker
        open={dialog?.kind === "thumbnail"}
        onOpenChange={(o) => !o && setDialog(null)}
        type="dashboard-thumb"
        userId={userId}
        current={current?.thumbnail ? { url: current.thumbnail, name: current.title } : null}
        onPicked={(image) => {
          const id = current?.id ?? 0;
          setDialog(null);
          void thumbnail.mutateAsync({ id, imageId: image.id }).catch(() => {});
        }}
      />
      {folderDialogs.dialogs}
    </div>
  );
}
