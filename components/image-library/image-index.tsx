"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Crop, FolderInput, FolderOpen, ImagePlus, ImageOff, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { cn } from "@/lib/utils/cn";
import { Spinner } from "@/components/ui/spinner";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListBody, listBodyOf } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { FilesNav } from "@/components/file-library/files-nav";
import { FolderBar } from "@/components/folders/folder-bar";
import { useFolderDialogs } from "@/components/folders/folder-dialogs";
import { useStoredFolder } from "@/components/folders/use-stored-folder";
import { can } from "@/lib/auth/permissions";
import type { ListAccess } from "@/components/list/bulk-bar";
import { useFolderLevel } from "@/lib/folders/hooks";
import { IMAGE_MSG } from "@/lib/image-library/constants";
import { imageCalls, imageKeys, useImageList, type ImagePage, type LibraryImage } from "@/lib/image-library/hooks";
import { handleApiError } from "@/lib/http/handle-error";
import { CropperDialog, type CropSource } from "./cropper-dialog";
import { ImageGrid, ImageTile } from "./image-grid";
import { ImagePicker } from "./image-picker";
import { MoveImageDialog } from "./move-image-dialog";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/** The Images screen's key for the remembered folder state (use-stored-folder.ts). */
const FOLDER_STORE = "image-library";

/** ImageLibrary (/files/images): the coach's images with upload, stock photos, crop, move and delete. */
export function ImageIndex({ initialPage, userId, access }: { initialPage: ImagePage; userId: number; access: ListAccess }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [folderId, setFolderId, { archived, setArchived }] = useStoredFolder(FOLDER_STORE);
  const [picker, setPicker] = useState(false);
  const [crop, setCrop] = useState<CropSource | null>(null);
  const [moving, setMoving] = useState<LibraryImage | null>(null);
  const [deleting, setDeleting] = useState<LibraryImage | null>(null);
  const mayCreate = can(access, "files", "create");
  const mayUpdate = can(access, "files", "update");
  const mayDelete = can(access, "files", "delete");

  // The archive's top level lists archived folders only; its images are inside them.
  const archiveTop = archived && folderId === 0;
  const view = { page, type: "all" as const, sizeOnly: false, folderId };
  const list = useImageList(view, !archiveTop);
  const data = list.data ?? (page === 1 && folderId === 0 && !archived ? initialPage : undefined);
  const folders = useFolderLevel(imageKeys.all, "images", folderId, archived);
  const refresh = () => refreshAfterWrite(queryClient, [imageKeys.all]);
  const inFolder = folderId !== 0;
  const folderTitle = folders.data?.breadcrumb.at(-1)?.title;
  // A remembered folder that is gone (deleted elsewhere) answers 404: offer the way back.
  const folderGone = folders.isError && inFolder;
  const openFolder = (id: number) => {
    setFolderId(id);
    setPage(1);
  };
  const folderDialogs = useFolderDialogs({ assetType: "images", parentId: folderId, parentTitle: folderTitle, onChanged: refresh });

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-3">
        <FilesNav current="images" />
        <div className="flex flex-wrap items-center gap-2.5">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Images</h1>
          {data && <Badge className="tabular-nums">{data.total}</Badge>}
          {list.isFetching && <Spinner size="sm" label="Loading images" />}
          {mayCreate && (
            <Button type="button" className="ml-auto" onClick={() => setPicker(true)}>
              <ImagePlus aria-hidden="true" /> Add image
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground">Pictures for your pages, playbooks and emails: upload your own, crop them to size, or use a stock photo.</p>
      </header>

      {/* Which folders the panel shows: a toggle (not tabs: the images below belong to both). */}
      <div role="group" aria-label="Folder view" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
        {[
          { value: false, label: "Images" },
          { value: true, label: "Archived folders" },
        ].map((v) => (
          <button
            key={v.label}
            type="button"
            aria-pressed={archived === v.value}
            onClick={() => {
              if (archived === v.value) return;
              setArchived(v.value);
              setPage(1);
            }}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              archived === v.value ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {v.label}
          </button>
        ))}
      </div>

      <FolderBar data={folders.data} loading={folders.isPending} archived={archived} canEdit={mayUpdate} onOpen={openFolder} onNew={folderDialogs.newFolder} onAction={folderDialogs.onAction} noun="image" />

      <ListPanel
        footer={!archiveTop && !folderGone && data && data.total > 0 ? <ListPagination page={page} data={data} onPage={setPage} /> : undefined}
      >
        {folderGone ? (
          <ListEmpty
            icon={FolderOpen}
            title="This folder is no longer here"
            description="It may have been deleted or archived. Its images are in the main folder."
            action={<Button variant="outline" onClick={() => openFolder(0)}>Back to {IMAGE_MSG.mainFolder}</Button>}
          />
        ) : archiveTop ? (
          <ListEmpty icon={FolderOpen} title="Archived folders" description="Open an archived folder to see its images. Restore a folder to bring it back with its sub-folders." />
        ) : (
          <ListBody
            list={listBodyOf(list, (d) => d.total === 0)}
            what="your images"
            noun="images"
            loading={
              <div className="flex justify-center p-8">
                <Spinner label="Loading images" />
              </div>
            }
            empty={
              <ListEmpty
                icon={ImageOff}
                title={inFolder ? `${folderTitle ?? "This folder"} has no images yet` : "No images yet"}
                description={inFolder ? "Add an image here, or move images into this folder with Move." : "Add a picture from your computer or pick a stock photo: it is cropped to size and kept here for your content."}
                action={
                  inFolder ? (
                    <Button variant="outline" onClick={() => openFolder(0)}>
                      Back to {IMAGE_MSG.mainFolder}
                    </Button>
                  ) : mayCreate ? (
                    <Button variant="outline" onClick={() => setPicker(true)}>
                      Add image
                    </Button>
                  ) : undefined
                }
              />
            }
          >
            <div className="p-3 sm:p-4">
              <ImageGrid label="Images" busy={list.isPlaceholderData}>
                {(data?.data ?? []).map((img) => (
                  <ImageTile
                    key={img.id}
                    src={img.url}
                    alt={img.name}
                    title={img.name}
                    detail={img.size === "all" ? `${img.width}×${img.height}` : img.size}
                    actions={
                      <>
                        {mayCreate && (
                          <Button type="button" variant="ghost" size="icon-sm" aria-label={`Crop ${img.name}`} title="Crop" onClick={() => setCrop({ src: img.url, name: img.name, originalId: img.id })}>
                            <Crop aria-hidden="true" />
                          </Button>
                        )}
                        {mayUpdate && (
                          <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move ${img.name}`} title="Move" onClick={() => setMoving(img)}>
                            <FolderInput aria-hidden="true" />
                          </Button>
                        )}
                        {mayDelete && (
                          <Button type="button" variant="ghost" size="icon-sm" className="ml-auto text-danger-strong" aria-label={`Delete ${img.name}`} title="Delete" onClick={() => setDeleting(img)}>
                            <Trash2 aria-hidden="true" />
                          </Button>
                        )}
                      </>
                    }
                  />
                ))}
              </ImageGrid>
            </div>
          </ListBody>
        )}
      </ListPanel>

      <ImagePicker
        open={picker}
        onOpenChange={setPicker}
        type="all"
        userId={userId}
        folderId={folderId || undefined}
        onPicked={() => {
          setPicker(false);
          setPage(1);
        }}
      />
      <CropperDialog
        source={crop}
        type="all"
        userId={userId}
        onOpenChange={(o) => !o && setCrop(null)}
        onCropped={() => {
          setCrop(null);
          toast.success(IMAGE_MSG.uploaded);
          setPage(1);
          void refresh();
        }}
      />
      <MoveImageDialog
        key={moving?.id ?? 0}
        open={moving !== null}
        onOpenChange={(o) => !o && setMoving(null)}
        onMove={async (target) => {
          try {
            await imageCalls.move([moving!.id], target);
          } catch (e) {
            handleApiError(e);
            throw e;
          }
          toast.success(IMAGE_MSG.moved);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        description={IMAGE_MSG.deleteConfirm}
        confirmText="Delete"
        tone="danger"
        onConfirm={async () => {
          try {
            await imageCalls.remove(deleting!.id);
          } catch (e) {
            handleApiError(e);
            throw e;
          }
          toast.success(IMAGE_MSG.deleted);
          await refresh();
        }}
      />
      {folderDialogs.dialogs}
    </div>
  );
}
