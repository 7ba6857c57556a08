/**
 * Client calls and queries of folders, for every asset type (files, images): the one folder
 * panel both screens use (components/folders/folder-bar.tsx, folder-dialogs.tsx).
 */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { apiFetch } from "@/lib/http/client";
import type { AssetType } from "./constants";

export type FolderList = ApiAnswer<"get", "/folder/{asset_type}/list">;
export type Folder = FolderList["data"][number];

/** The folders under a parent (0 = the top level) and the breadcrumb to it, under the module's own key. */
export function useFolderLevel(moduleKey: readonly unknown[], assetType: AssetType, parentId: number, archived: boolean, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...moduleKey, "folders", parentId, archived],
    queryFn: ({ signal }) => api.get("/folder/{asset_type}/list", { params: { asset_type: assetType }, query: { parent_id: parentId, archived: archived ? 1 : 0 }, signal }),
  });
}

export const folderCalls = (assetType: AssetType) => ({
  create: (title: string, parentId: number) => apiFetch<{ data: Folder }>(`/folder/create`, { method: "POST", body: { asset_type: assetType, title, parent_id: parentId } }),
  rename: (id: number, title: string) => apiFetch<{ data: Folder }>(`/folder/update`, { method: "PATCH", body: { id, asset_type: assetType, title } }),
  archive: (id: number, archived: 0 | 1) => apiFetch<{ status: number; message: string }>(`/folder/archive`, { method: "PATCH", body: { id, archived } }),
  remove: (id: number) => apiFetch<{ status: number; message: string }>(`/folder/delete`, { method: "DELETE", body: { id } }),
  move: (ids: number[], folderId: number) => apiFetch(`/folder/add-assets`, { method: "POST", body: { asset_type: assetType, assets_id: ids, folder_id: folderId } }),
});

/** The main folder's live top-level folders of an asset type (the Move dialog's choices), under the module's own key. */
export function useTopFolderChoices(moduleKey: readonly unknown[], assetType: AssetType, enabled: boolean) {
  return useQuery({
    queryKey: [...moduleKey, "folders", "main"],
    queryFn: ({ signal }) => api.get("/folder/{asset_type}/main", { params: { asset_type: assetType }, signal }).then((r) => r.data.folders),
    enabled,
  });
}
