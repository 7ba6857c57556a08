"use client";

import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { ShareTarget } from "@/components/assets/share-dialog";
import { ContentImportWizard } from "@/components/content-import/content-import-wizard";
import { FolderBar } from "@/components/folders/folder-bar";
import { useFolderDialogs } from "@/components/folders/folder-dialogs";
import { useStoredFolder } from "@/components/folders/use-stored-folder";
import { useApiMutation } from "@/components/form/use-api-mutation";
import type { ListAccess } from "@/components/list/bulk-bar";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { can } from "@/lib/auth/permissions";
import type { AssetType } from "@/lib/folders/constants";
import { useFolderLevel } from "@/lib/folders/hooks";
import type { Page } from "@/lib/http/pagination";
import type { ListPatch, ListState } from "@/lib/list/params";
import { AssetDashboardDialogs, type OpenDialog } from "./asset-dashboard-dialogs";
import { nounsOf, titleOf, type AssetDashboardDecl, type CallReply, type DashboardAction, type DashboardApi } from "./asset-dashboard-types";
import { ContentCard } from "./content-card";
import { ContentCardMenu, assetMenuItems } from "./content-card-menu";
import { ContentDashboardPanel } from "./content-dashboard-list";
import { useDashboardOrdering } from "./use-dashboard-mutations";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/** What a module puts on its dashboard that no other has (each optional). */
export type DashboardSlots = {
  /** Header buttons before "New …", shown to everyone (gate them yourself). */
  actions?: ReactNode;
  /** Instead of the folder bar (the templates' categories). */
  bar?: ReactNode;
  /** Beside the search box (a filter of the module's own). */
  toolbar?: ReactNode;
  /** The hidden h2 over the cards, when the module's own filter names the view. */
  heading?: string;
  /** The module's filters narrow the view: `noMatch` shows when it is empty. */
  filtered?: boolean;
  noMatch?: ReactNode;
};

/** The open folder: kept in localStorage per module, or in a URL filter (forms). */
function useDashboardFolder(area: string, folders: AssetDashboardDecl<{ id: number }>["folders"], state: ListState, update: (p: ListPatch) => void): [number, (id: number) => void] {
  const [stored, setStored] = useStoredFolder(`${area}:folder`);
  const filter = typeof folders === "object" ? folders.urlFilter : null;
  const open = useCallback((id: number) => {
    if (filter) return update({ filters: { [filter]: id ? String(id) : null } });
    setStored(id);
    update({ page: 1 });
  }, [filter, setStored, update]);
  return [!folders ? 0 : filter ? Number(state.filters[filter] ?? 0) : stored, open];
}

/**
 * AssetDashboard: a module's asset dashboard from its declaration (docs/modules.md "An asset
 * dashboard"): the header with its count and "New …", tabs, folder bar, search, cards 6 a page
 * with drag reorder, the empty states per tab and folder, and every standard dialog.
 */
export function AssetDashboard<T extends { id: number }>({ decl, initialPage, initialState, access, userId, copyTargets = [], slots = () => ({}) }: {
  decl: AssetDashboardDecl<T>;
  initialPage: Page<T>;
  initialState: ListState;
  access: ListAccess;
  userId: number;
  /** The company's other locations the user belongs to (the share dialog's "Copy to locations"). */
  copyTargets?: ShareTarget[];
  slots?: (api: DashboardApi<T>) => DashboardSlots;
}) {
  const { folders: inFolders, tabs } = decl;
  const noun = nounsOf(decl);
  const assetType = decl.area as AssetType;
  const [state, update] = useListState(decl.list.config);
  const [folderId, openFolder] = useDashboardFolder(decl.area, inFolders, state, update);
  const [dialog, setDialog] = useState<OpenDialog<T>>(null);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => refreshAfterWrite(queryClient, decl.invalidate), [decl.invalidate, queryClient]);
  const may = useCallback((action: DashboardAction) => can(access, decl.area, action as never), [access, decl.area]);

  const folders = useFolderLevel(decl.invalidate[0], assetType, folderId, false, !!inFolders);
  const folderTitle = folders.data?.breadcrumb.at(-1)?.title;
  const folderDialogs = useFolderDialogs({ assetType, parentId: folderId, parentTitle: folderTitle, onChanged: refresh });
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = decl.list.useList(state, folderId, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const ordering = useDashboardOrdering(decl.type, decl.invalidate[0]);
  const write = useApiMutation({ mutationFn: (call: () => Promise<CallReply>) => call(), invalidate: decl.invalidate, success: (d) => (d as { message?: string } | undefined)?.message ?? null });

  const router = useRouter();
  const api = useMemo<DashboardApi<T>>(() => ({
    state, update, may, folderId, userId, refresh, access,
    go: (href) => router.push(href),
    open: (kind, item) => setDialog({ kind, item: item ?? null }),
    close: () => setDialog(null),
    run: (call) => write.mutateAsync(call),
  }), [state, update, may, folderId, userId, refresh, access, router, write]);
  const own = slots(api);

  const inFolder = folderId !== 0;
  const tab = tabs ? (state.filters[tabs.filter] ?? "all") : "all";
  const tabEmpty = tabs?.options.find((o) => o.value === tab && tab !== "all");
  const mayCreate = may("create") && !!(decl.calls?.create || decl.dialogs?.create);
  const newButton = (variant: "default" | "outline") => <Button variant={variant} onClick={() => api.open("create")}><Plus aria-hidden="true" /> New {noun.one}</Button>;
  // Dragging saves the hand-made order only: not while sorted otherwise or searching.
  const reorderable = decl.list.reorder !== false && may("update") && !state.search && (state.sort ?? "ordering") === "ordering" && state.direction === "desc";

  const body = (
    <>
      {inFolders ? (
        <FolderBar data={folders.data} loading={folders.isPending} archived={false} canEdit={may("update")} onOpen={openFolder} onNew={folderDialogs.newFolder} onAction={folderDialogs.onAction} noun={noun.one} />
      ) : own.bar}
      <ContentDashboardPanel
        noun={noun.many}
        state={state}
        update={update}
        perPageOptions={decl.list.config.perPageOptions}
        searchLabel={`Search ${noun.many}`}
        searchPlaceholder={`Search by ${decl.name.key}`}
        searchMaxLength={decl.list.config.search?.maxLength ?? 100}
        searchField={decl.name.key === "name" ? "name" : "title"}
        toolbar={own.toolbar}
        list={list}
        items={list.page?.data ?? []}
        folderGone={folders.isError && inFolder}
        onBackToMain={() => openFolder(0)}
        heading={own.heading ?? (inFolder ? `${noun.title} in ${folderTitle ?? "this folder"}` : `All ${noun.many}`)}
        filtered={own.filtered}
        noMatch={own.noMatch}
        empty={
          <ListEmpty
            icon={decl.icon}
            title={tabEmpty?.empty ?? (inFolder ? `${folderTitle ?? "This folder"} has no ${noun.many} yet` : `No ${noun.many} yet`)}
            description={tabEmpty && tabs?.emptyHint ? tabs.emptyHint : inFolder ? (decl.empty.inFolder ?? decl.empty.description) : decl.empty.description}
            action={mayCreate && !(tabEmpty && tabs?.emptyHint) ? newButton("outline") : undefined}
          />
        }
        label={noun.title}
        getId={(t) => t.id}
        getTitle={(t) => titleOf(decl, t)}
        onReorder={reorderable ? (ids) => ordering.mutateAsync(ids) : undefined}
        renderCard={(t, handle) => (
          <ContentCard
            title={titleOf(decl, t)}
            href={decl.editHref(t.id)}
            thumbnail={decl.card.thumbnail?.(t) ?? null}
            icon={decl.card.icon?.(t) ?? decl.icon}
            handle={handle}
            muted={decl.card.muted?.(t)}
            menu={<ContentCardMenu title={titleOf(decl, t)} items={assetMenuItems(decl, t, api)} />}
            detail={decl.card.detail?.(t)}
            badges={decl.card.badges?.(t)}
          />
        )}
      />
    </>
  );

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">{noun.title}</h1>
            {list.page && <Badge className="tabular-nums">{list.page.total}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">{decl.description}</p>
        </div>
        {(own.actions || mayCreate) && (
          <div className="flex flex-wrap items-center gap-2">
            {own.actions}
            {decl.imports && may("create") && <ContentImportWizard userId={userId} refreshKeys={decl.invalidate} />}
            {mayCreate && newButton("default")}
          </div>
        )}
      </header>
      {tabs ? (
        <Tabs value={tab} onValueChange={(v) => update({ filters: { [tabs.filter]: v === "all" ? null : v } })}>
          <TabsList aria-label={tabs.label}>
            {tabs.options.map((o) => <TabsTrigger key={o.value} value={o.value}>{o.label}</TabsTrigger>)}
          </TabsList>
          <TabsContent value={tab} tabIndex={-1} className="flex min-w-0 flex-col gap-5 focus-visible:outline-none">{body}</TabsContent>
        </Tabs>
      ) : body}
      <AssetDashboardDialogs decl={decl} dialog={dialog} api={api} copyTargets={copyTargets} />
      {inFolders && folderDialogs.dialogs}
    </div>
  );
}
