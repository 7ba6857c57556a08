"use client";

import { useCallback, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Archive, ArchiveRestore, Download, FolderInput, FolderOpen, MoreHorizontal, Pencil, Share2, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BulkBar, type BulkAction, type ListAccess } from "@/components/list/bulk-bar";
import { DataTable } from "@/components/list/data-table";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListBody } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import type { ListSelection } from "@/components/list/use-selection";
import { useListSelection } from "@/components/list/use-selection";
import { useListState } from "@/components/list/use-list-state";
import { can } from "@/lib/auth/permissions";
import { fileList, MAX_SEARCH_LENGTH, toFileQuery, type FileListState } from "@/lib/file-library/columns";
import { FILE_MSG, fileNameError } from "@/lib/file-library/constants";
import { downloadUrl, fileCalls, fileKeys, useFileList, useFolders, zipUrl, type FilePage, type LibraryFile } from "@/lib/file-library/hooks";
import { FOLDER_MSG } from "@/lib/folders/constants";
import { api } from "@/lib/api/client";
import { handleApiError } from "@/lib/http/handle-error";
import { nextSort, selectionScope } from "@/lib/list/params";
import { cn } from "@/lib/utils/cn";
import { ShareDialog, type ShareTarget } from "@/components/assets/share-dialog";
import { DeleteFilesDialog } from "./delete-files-dialog";
import { fileCard, fileColumns, fullFileName } from "./file-cells";
import { useFileExtras } from "./file-extras";
import { FilesNav } from "./files-nav";
import { FolderBar } from "@/components/folders/folder-bar";
import { useFolderDialogs } from "@/components/folders/folder-dialogs";
import { MoveDialog } from "@/components/folders/move-dialog";
import { NameDialog } from "@/components/folders/name-dialog";
import { UploadZone } from "./upload-zone";
import { useStoredFolder } from "@/components/folders/use-stored-folder";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

const FOLDER_STORE = "file-library:folder";

type Dialog =
  | { kind: "delete"; ids: number[] }
  | { kind: "move"; ids: number[] }
  | { kind: "rename-file"; file: LibraryFile }
  | { kind: "share"; file: LibraryFile }
  | null;

/** FileIndex (/files): the coach's file library with folders, uploads and downloads. */
export function FileIndex({ initialPage, initialState, access, copyTargets = [] }: {
  initialPage: FilePage;
  initialState: FileListState;
  access: ListAccess;
  /** The company's other locations the user belongs to (the share dialog's "Copy to locations"). */
  copyTargets?: ShareTarget[];
}) {
  const [state, update] = useListState(fileList);
  const archived = state.filters.view === "archived";
  const [folderId, setFolderId] = useStoredFolder(FOLDER_STORE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => refreshAfterWrite(queryClient, [fileKeys.all]), [queryClient]);

  const mayUpdate = can(access, "files", "update");
  const mayCreate = can(access, "files", "create");
  const mayDelete = can(access, "files", "delete");

  const openFolder = useCallback(
    (id: number) => {
      setFolderId(id);
      update({ page: 1 });
    },
    [setFolderId, update],
  );

  const folders = useFolders(folderId, archived);
  // A remembered folder that is gone (deleted elsewhere) answers 404: offer the way back.
  const folderGone = folders.isError && folderId !== 0;

  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useFileList(state, folderId, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const page = list.page;
  const selection = useListSelection(`${selectionScope(state)}:${folderId}`, page?.total ?? 0);

  /** The ids a bulk action covers: chosen ids, or every matching row (read page by page). */
  const idsOf = async (target: ListSelection): Promise<number[]> => {
    if (!target.all) return [...target.ids];
    const ids: number[] = [];
    for (let p = 1; ; p++) {
      const res = await api.get("/file/lists", { query: { ...toFileQuery(state, folderId), page: p, per_page: 100 } });
      ids.push(...res.data.map((f) => f.id).filter((id) => !target.except.has(id)));
      if (p >= res.last_page) return ids;
    }
  };

  const run = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) toast.success(success);
      selection.clear();
      await refresh();
    } catch (e) {
      handleApiError(e);
      throw e;
    }
  };

  const download = (ids: number[]) => {
    const a = document.createElement("a");
    a.href = ids.length === 1 ? downloadUrl(ids[0]) : zipUrl(ids);
    a.download = "";
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  const extras = useFileExtras({ mayUpdate, archived, idsOf, onSent: () => selection.clear() });

  const rowActions = (f: LibraryFile) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`Actions for ${fullFileName(f)}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => download([f.id])}>
          <Download aria-hidden="true" /> Download
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setDialog({ kind: "share", file: f })}>
          <Share2 aria-hidden="true" /> Share
        </DropdownMenuItem>
        {mayUpdate && (
          <>
            <DropdownMenuItem onSelect={() => setDialog({ kind: "rename-file", file: f })}>
              <Pencil aria-hidden="true" /> Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog({ kind: "move", ids: [f.id] })}>
              <FolderInput aria-hidden="true" /> Move to folder
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void run(() => fileCalls.archive([f.id], archived ? 0 : 1), archived ? FILE_MSG.unarchived : FILE_MSG.archived).catch(() => {})}>
              {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />} {archived ? "Restore" : "Archive"}
            </DropdownMenuItem>
          </>
        )}
        {extras.menuItems(f)}
        {mayDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-danger-strong" onSelect={() => setDialog({ kind: "delete", ids: [f.id] })}>
              <Trash2 aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  const columns = useMemo(() => fileColumns(rowActions), [archived, mayUpdate, mayDelete]); // eslint-disable-line react-hooks/exhaustive-deps
  const card = useMemo(() => fileCard(rowActions), [archived, mayUpdate, mayDelete]); // eslint-disable-line react-hooks/exhaustive-deps

  const actions: BulkAction[] = [
    { id: "download", label: "Download", icon: Download, permission: ["files", "view"], run: async (t) => download(await idsOf(t)) },
    { id: "move", label: "Move", icon: FolderInput, permission: ["files", "update"], run: async (t) => setDialog({ kind: "move", ids: await idsOf(t) }) },
    {
      id: "archive",
      label: archived ? "Restore" : "Archive",
      icon: archived ? ArchiveRestore : Archive,
      permission: ["files", "update"],
      run: async (t) => {
        const ids = await idsOf(t);
        await run(() => fileCalls.archive(ids, archived ? 0 : 1), archived ? FILE_MSG.unarchived : FILE_MSG.archived).catch(() => {});
      },
    },
    ...extras.bulkActions,
    { id: "delete", label: "Delete", icon: Trash2, permission: ["files", "delete"], run: async (t) => setDialog({ kind: "delete", ids: await idsOf(t) }) },
  ];

  const inFolder = folderId !== 0;
  const folderTitle = folders.data?.breadcrumb.at(-1)?.title;
  const folderDialogs = useFolderDialogs({ assetType: "files", parentId: folderId, parentTitle: folderTitle, onChanged: refresh });

  return (
    <div className={cn("flex w-full min-w-0 flex-col gap-5", selection.count > 0 && "pb-16")}>
      <header className="flex min-w-0 flex-col gap-1">
        <FilesNav current="files" />
        <div className="mt-2 flex items-center gap-2.5">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Files</h1>
          {page && <Badge className="tabular-nums">{page.total}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">Handouts, plans and videos you share with clients, organised in folders.</p>
      </header>

      <Tabs
        value={archived ? "archived" : "live"}
        onValueChange={(v) => {
          setFolderId(0);
          update({ filters: { view: v === "archived" ? "archived" : null } });
        }}
      >
        <TabsList aria-label="File view">
          <TabsTrigger value="live">Files</TabsTrigger>
          <TabsTrigger value="archived">Archived</TabsTrigger>
        </TabsList>

        <TabsContent value={archived ? "archived" : "live"} tabIndex={-1} className="flex min-w-0 flex-col gap-5 focus-visible:outline-none">

      {!archived && mayCreate && <UploadZone folderId={folderId} onUploaded={() => void refresh()} />}

      <FolderBar data={folders.data} loading={folders.isPending} archived={archived} canEdit={mayUpdate} onOpen={openFolder} onNew={folderDialogs.newFolder} onAction={folderDialogs.onAction} />

      <ListPanel
        toolbar={
          <>
            <ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search files" placeholder="Search by file name" maxLength={MAX_SEARCH_LENGTH} className="min-w-0 flex-1" />
            <div className="ml-auto flex items-center gap-2">{list.refreshing && <Spinner size="sm" label="Loading files" />}</div>
          </>
        }
        footer={page && !list.empty && !list.failed ? <ListPagination page={state.page} data={page} perPageOptions={fileList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} /> : undefined}
      >
        {folderGone ? (
          <ListEmpty
            icon={FolderOpen}
            title="This folder is no longer here"
            description="It may have been deleted or archived. Its files are in the main folder."
            action={<Button variant="outline" onClick={() => openFolder(0)}>Back to {FOLDER_MSG.mainFolder}</Button>}
          />
        ) : (
          <ListBody
            list={list}
            what="your files"
            noun="files"
            search={state.search}
            onClearSearch={() => update({ search: "" })}
            empty={
              <ListEmpty
                icon={FolderOpen}
                title={archived ? "Nothing archived" : inFolder ? `${folderTitle ?? "This folder"} has no files yet` : "No files yet"}
                description={
                  archived
                    ? "Files you archive are kept here, out of the way, until you restore them."
                    : inFolder
                      ? "Upload files here, or move files into this folder from the main folder."
                      : "Upload meal plans, workout guides or videos above — drag them onto the box or choose them from your computer."
                }
                action={inFolder ? <Button variant="outline" onClick={() => openFolder(0)}>Back to {FOLDER_MSG.mainFolder}</Button> : undefined}
              />
            }
          >
            <DataTable
              label="Files"
              columns={columns}
              rows={page?.data}
              rowLabel={fullFileName}
              card={card}
              sort={{ key: state.sort, direction: state.direction, onSort: (key) => update(nextSort(fileList, state, key)) }}
              selection={selection}
              stale={list.stale}
              busy={list.isFetching}
              skeletonRows={Math.min(state.per_page, 8)}
            />
          </ListBody>
        )}
      </ListPanel>
        </TabsContent>
      </Tabs>

      <BulkBar selection={selection} total={page?.total ?? 0} pageIds={page?.data.map((f) => f.id) ?? []} noun="files" actions={actions} access={access} />

      {extras.dialogs}
      <DeleteFilesDialog
        count={dialog?.kind === "delete" ? dialog.ids.length : 0}
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        onDelete={async (confirm) => {
          if (dialog?.kind !== "delete") return;
          const ids = dialog.ids;
          try {
            await fileCalls.remove(ids, confirm);
          } catch (e) {
            toast.error(FILE_MSG.deleteFailed);
            throw e;
          }
          toast.success(FILE_MSG.deleted);
          selection.clear();
          await refresh();
        }}
      />
      <ShareDialog
        open={dialog?.kind === "share"}
        onOpenChange={(o) => !o && setDialog(null)}
        asset={dialog?.kind === "share" ? { type: "file", id: dialog.file.id, name: fullFileName(dialog.file) } : null}
        item="File"
        targets={copyTargets}
        canUpdate={mayUpdate}
        canCopy
      />
      <MoveDialog
        count={dialog?.kind === "move" ? dialog.ids.length : 0}
        open={dialog?.kind === "move"}
        onOpenChange={(o) => !o && setDialog(null)}
        onMove={(target) => run(() => fileCalls.move(dialog?.kind === "move" ? dialog.ids : [], target), "Files moved successfully!")}
      />
      <NameDialog
        key={dialog?.kind === "rename-file" ? `file-${dialog.file.id}` : "file"}
        open={dialog?.kind === "rename-file"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Rename file"
        label="File name"
        initial={dialog?.kind === "rename-file" ? dialog.file.name : ""}
        submitText="Rename"
        busyText="Renaming"
        check={fileNameError}
        onSubmit={(name) => run(() => fileCalls.rename(dialog?.kind === "rename-file" ? dialog.file.id : 0, name), FILE_MSG.renamed)}
      />
      {folderDialogs.dialogs}
    </div>
  );
}
