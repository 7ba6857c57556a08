/**
 * Client queries and calls of the file library and its folders (TanStack Query against the
 * API). Types come from the route declarations (lib/api/client.ts).
 */
import { api, type ApiAnswer } from "@/lib/api/client";
import { ApiError, apiFetch, apiScopeHeaders } from "@/lib/http/client";
import type { ErrorBody } from "@/lib/http/error-rules";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { useFolderLevel } from "@/lib/folders/hooks";
import { toFileQuery, type FileListState } from "./columns";

export type FilePage = ApiAnswer<"get", "/file/lists">;
export type LibraryFile = FilePage["data"][number];
export type { Folder, FolderList } from "@/lib/folders/hooks";

/** Query keys: invalidate fileKeys.all after any write to files or their folders. */
export const fileKeys = {
  all: ["file-library"] as const,
  list: (state: FileListState, folderId: number) => ["file-library", "list", folderId, state] as const,
  folders: (parentId: number, archived: boolean) => ["file-library", "folders", parentId, archived] as const,
};

export function useFileList(state: FileListState, folderId: number, options: { initial?: { state: ListState; page: FilePage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<LibraryFile, FileListState>({
    queryKey: fileKeys.list(state, folderId),
    state,
    fetchPage: (s, signal) => api.get("/file/lists", { query: toFileQuery(s, folderId), signal }),
    // The server renders the main folder; a remembered folder loads its own first page.
    initial: folderId === 0 ? options.initial : undefined,
    onPastEnd: options.onPastEnd,
  });
}

/** The folders under a parent (0 = the top level) and the breadcrumb to it. */
export function useFolders(parentId: number, archived: boolean) {
  return useFolderLevel(fileKeys.all, "files", parentId, archived);
}


export const fileCalls = {
  rename: (id: number, name: string) => apiFetch<{ data: LibraryFile }>(`/file/${id}/rename`, { method: "PATCH", body: { name } }),
  archive: (ids: number[], archived: 0 | 1) => apiFetch(`/file/archive-unarchive`, { method: "PATCH", body: { ids, archived } }),
  remove: (ids: number[], confirm: string) => apiFetch(`/file/delete`, { method: "DELETE", body: { ids, confirm } }),
  move: (ids: number[], folderId: number) => apiFetch(`/folder/add-assets`, { method: "POST", body: { asset_type: "files", assets_id: ids, folder_id: folderId } }),
};

export const downloadUrl = (id: number) => `/api/v3/file/${id}/download`;
export const zipUrl = (ids: number[]) => `/api/v3/file/download?ids=${ids.join(",")}`;

/**
 * Sends a multipart form with upload progress (fetch cannot report upload progress, XHR can).
 * Resolves with the answer's JSON; rejects with ApiError carrying the spec's error body.
 */
export function sendFormWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    for (const [k, v] of Object.entries(apiScopeHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body as ErrorBody));
    };
    xhr.onerror = () => reject(new ApiError(0, { message: "The upload was interrupted. Check your connection and try again." } as ErrorBody));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}

/** Uploads one file into the library (a folder, or the main folder when 0). */
export async function uploadLibraryFile(file: File, folderId: number, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<LibraryFile> {
  const form = new FormData();
  form.append("file", file);
  if (folderId) form.append("folder_id", String(folderId));
  return (await sendFormWithProgress<{ data: LibraryFile }>("/api/v3/file/upload", form, onProgress, signal)).data;
}
