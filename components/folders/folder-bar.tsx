"use client";

import { ChevronRight, Folder as FolderIcon, FolderPlus, MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { FOLDER_MSG } from "@/lib/folders/constants";
import type { Folder, FolderList } from "@/lib/folders/hooks";
import { formatCount } from "@/lib/format";

export type FolderAction = "rename" | "archive" | "restore" | "delete";

/**
 * The breadcrumb (Main Folder › …) and the folders of the open level. Rename and Archive are
 * offered on live folders, Delete and Restore on archived ones (doc 2 s4).
 */
export function FolderBar({
  data,
  loading,
  archived,
  canEdit,
  onOpen,
  onNew,
  onAction,
  noun = "file",
}: {
  data: FolderList | undefined;
  /** The first load of this level: placeholders keep the page from jumping. */
  loading: boolean;
  archived: boolean;
  canEdit: boolean;
  onOpen: (id: number) => void;
  onNew: () => void;
  onAction: (folder: Folder, action: FolderAction) => void;
  /** What a folder holds, for its count ("3 files", "3 images"). */
  noun?: string;
}) {
  const crumbs = [{ id: 0, title: archived ? "Archive" : FOLDER_MSG.mainFolder }, ...(data?.breadcrumb ?? [])];
  const folders = data?.data ?? [];
  return (
    <section aria-label="Folders" className="flex min-w-0 flex-col gap-3">
      <div className="flex min-w-0 items-center gap-2">
        <nav aria-label="Folder path" className="min-w-0 flex-1">
          <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {crumbs.map((c, i) => {
              const last = i === crumbs.length - 1;
              return (
                <li key={c.id} className="flex min-w-0 items-center gap-1">
                  {i > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground/70" />}
                  {last ? (
                    <span aria-current="location" className="truncate font-medium text-foreground">
                      {c.title}
                    </span>
                  ) : (
                    <button type="button" onClick={() => onOpen(c.id)} className="truncate rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                      {c.title}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        {canEdit && !archived && (
          <Button type="button" variant="outline" size="sm" onClick={onNew}>
            <FolderPlus aria-hidden="true" />
            New folder
          </Button>
        )}
      </div>
      {loading && !data && (
        <div aria-hidden="true" className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <Skeleton className="h-14" />
          <Skeleton className="h-14 max-sm:hidden" />
        </div>
      )}
      {folders.length > 0 && (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {folders.map((f) => (
            <li key={f.id} className="flex min-w-0 items-center gap-1 rounded-lg border border-border bg-card pr-1 shadow-sm hover:bg-muted">
              <button
                type="button"
                onClick={() => onOpen(f.id)}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-l-lg px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <FolderIcon aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-foreground">{f.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {formatCount(f.assets_count, noun)}
                    {f.subfolders_count > 0 && ` · ${formatCount(f.subfolders_count, "folder")}`}
                  </span>
                </span>
              </button>
              {canEdit && (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button type="button" variant="ghost" size="icon-sm" aria-label={`Actions for folder ${f.title}`}>
                      <MoreHorizontal aria-hidden="true" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    {archived ? (
                      <>
                        <DropdownMenuItem onSelect={() => onAction(f, "restore")}>Restore</DropdownMenuItem>
                        <DropdownMenuItem onSelect={() => onAction(f, "delete")} className="text-danger-strong">
                          Delete
                        </DropdownMenuItem>
                      </>
                    ) : (
                      <>
                        <DropdownMenuItem onSelect={() => onAction(f, "rename")}>Rename</DropdownMenuItem>
                        <DropdownMenuItem onSelect={() => onAction(f, "archive")}>Archive</DropdownMenuItem>
                      </>
                    )}
                  </DropdownMenuContent>
                </DropdownMenu>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
