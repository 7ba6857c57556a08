"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Crop, FolderInput, FolderPlus, ImagePlus, ImageOff, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListEmpty, ListError } from "@/components/list/list-states";
import { FilesNav } from "@/components/file-library/files-nav";
import { NameDialog } from "@/components/file-library/name-dialog";
import { can } from "@/lib/auth/permissions";
import type { ListAccess } from "@/components/list/bulk-bar";
import { FOLDER_TITLE_MAX } from "@/lib/folders/constants";
import { IMAGE_MSG } from "@/lib/image-library/constants";
import { imageCalls, imageKeys, useImageFolders, useImageList, type ImagePage, type LibraryImage } from "@/lib/image-library/hooks";
import { handleApiError } from "@/lib/http/handle-error";
import { CropperDialog, type CropSource } from "./cropper-dialog";
import { ImageGrid, ImageTile } from "./image-grid";
import { ImagePicker } from "./image-picker";
import { MoveImageDialog } from "./move-image-dialog";

/** "all" = every folder; "0" = the main folder; else a folder's id. */
type FolderFilter = string;

const folderTitleError = (v: string) => (!v.trim() ? "The title field is required." : v.trim().length > FOLDER_TITLE_MAX ? `The title may not be greater than ${FOLDER_TITLE_MAX} characters.` : null);

/** ImageLibrary (/files/images): the coach's images with upload, stock photos, crop, move and delete. */
export function ImageIndex({ initialPage, userId, access }: { initialPage: ImagePage; userId: number; access: ListAccess }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [folder, setFolder] = useState<FolderFilter>("all");
  const [picker, setPicker] = useState(false);
  const [crop, setCrop] = useState<CropSource | null>(null);
  const [moving, setMoving] = useState<LibraryImage | null>(null);
  const [deleting, setDeleting] = useState<LibraryImage | null>(null);
  const [newFolder, setNewFolder] = useState(false);
  const mayCreate = can(access, "files", "create");
  const mayUpdate = can(access, "files", "update");
  const mayDelete = can(access, "files", "delete");

  const folderId = folder === "all" ? undefined : Number(folder);
  const view = { page, type: "all" as const, sizeOnly: false, folderId };
  const list = useImageList(view);
  const data = list.data ?? (page === 1 && folder === "all" ? initialPage : undefined);
  const folders = useImageFolders(true);
  const refresh = () => queryClient.invalidateQueries({ queryKey: imageKeys.all });

  // Images in the main folder show no folder; a sub-folder's title is not in the top-level list.
  const folderName = (id: number) => folders.data?.find((f) => f.id === id)?.title ?? "In a folder";

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-3">
        <FilesNav current="images" />
        <div className="flex flex-wrap items-center gap-2.5">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Images</h1>
          {data && <Badge className="tabular-nums">{data.total}</Badge>}
          {mayCreate && (
            <Button type="button" className="ml-auto" onClick={() => setPicker(true)}>
              <ImagePlus aria-hidden="true" /> Add image
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground">Pictures for your pages, playbooks and emails: upload your own, crop them to size, or use a stock photo.</p>
      </header>

      <ListPanel
        toolbar={
          <>
            <Select value={folder} onValueChange={(v) => (setFolder(v), setPage(1))}>
              <SelectTrigger aria-label="Folder" className="w-full sm:w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All images</SelectItem>
                <SelectItem value="0">{IMAGE_MSG.mainFolder}</SelectItem>
                {(folders.data ?? []).map((f) => (
                  <SelectItem key={f.id} value={String(f.id)}>
                    {f.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {mayCreate && (
              <Button type="button" variant="outline" onClick={() => setNewFolder(true)}>
                <FolderPlus aria-hidden="true" /> New folder
              </Button>
            )}
            <div className="ml-auto flex items-center">{list.isFetching && <Spinner size="sm" label="Loading images" />}</div>
          </>
        }
        footer={data && data.total > 0 ? <ListPagination page={page} data={data} onPage={setPage} /> : undefined}
      >
        {list.isError && !data ? (
          <ListError title="We couldn’t load your images" onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : !data ? (
          <div className="flex justify-center p-8">
            <Spinner label="Loading images" />
          </div>
        ) : data.total === 0 ? (
          <ListEmpty
            icon={ImageOff}
            title={folder === "all" ? "No images yet" : "No images in this folder"}
            description={folder === "all" ? "Add a picture from your computer or pick a stock photo: it is cropped to size and kept here for your content." : "Move images here from the library with Move."}
            action={mayCreate && folder === "all" ? <Button variant="outline" onClick={() => setPicker(true)}>Add image</Button> : undefined}
          />
        ) : (
          <div className="p-3 sm:p-4">
            <ImageGrid label="Images" busy={list.isPlaceholderData}>
              {data.data.map((img) => (
                <ImageTile
                  key={img.id}
                  src={img.url}
                  alt={img.name}
                  title={img.name}
                  detail={[img.size === "all" ? `${img.width}×${img.height}` : img.size, img.folder_id !== null ? folderName(img.folder_id) : null].filter(Boolean).join(" · ")}
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
      <NameDialog
        key={newFolder ? "new" : "closed"}
        open={newFolder}
        onOpenChange={setNewFolder}
        title="New folder"
        description={`Inside the ${IMAGE_MSG.mainFolder}.`}
        label="Folder name"
        initial=""
        submitText="Create folder"
        busyText="Saving"
        maxLength={FOLDER_TITLE_MAX}
        check={folderTitleError}
        onSubmit={async (title) => {
          await imageCalls.createFolder(title);
          await refresh();
        }}
      />
    </div>
  );
}
