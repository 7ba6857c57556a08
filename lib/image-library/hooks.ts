/**
 * Client queries and calls of the image library, its stock photos and its folders (TanStack
 * Query against the API). Types come from the route declarations (lib/api/client.ts).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { ApiError, apiFetch, apiScopeHeaders } from "@/lib/http/client";
import type { ErrorBody } from "@/lib/http/error-rules";
import { LIBRARY_PER_PAGE, MOVE_PER_PAGE, STOCK_PER_PAGE, uploadLocation, type TypeValue } from "./constants";

export type ImagePage = ApiAnswer<"get", "/image-library/images">;
export type LibraryImage = ImagePage["data"][number];
export type StockPage = ApiAnswer<"get", "/image-library/pexels-image">;
export type StockPhoto = StockPage["photos"][number];
export type ImageFolder = ApiAnswer<"get", "/folder/{asset_type}/list">["data"][number];

/** Query keys: invalidate imageKeys.all after any write to images or their folders. */
export const imageKeys = {
  all: ["image-library"] as const,
  list: (q: ImageListView) => ["image-library", "list", q] as const,
  stock: (search: string, page: number) => ["image-library", "stock", search, page] as const,
  folders: () => ["image-library", "folders"] as const,
};

/** What a library view shows: a page of one folder (undefined = all), maybe only the type's size. */
export type ImageListView = { page: number; type: TypeValue; sizeOnly: boolean; folderId?: number; perPage?: number };

export function useImageList(view: ImageListView, enabled = true) {
  return useQuery({
    queryKey: imageKeys.list(view),
    queryFn: ({ signal }) =>
      api.get("/image-library/images", {
        query: { page: view.page, per_page: view.perPage ?? LIBRARY_PER_PAGE, type: view.type, selected_size_only: view.sizeOnly ? 1 : 0, folder_id: view.folderId },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStockPhotos(search: string, page: number, enabled = true) {
  return useQuery({
    queryKey: imageKeys.stock(search, page),
    queryFn: ({ signal }) => api.get("/image-library/pexels-image", { query: { search, page, per_page: STOCK_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The main folder's live top-level image folders (the Move Image choices). */
export function useImageFolders(enabled: boolean) {
  return useQuery({
    queryKey: imageKeys.folders(),
    queryFn: ({ signal }) => api.get("/folder/{asset_type}/main", { params: { asset_type: "images" }, signal }).then((r) => r.data.folders),
    enabled,
  });
}

export { MOVE_PER_PAGE };

/** Where an upload goes: the type and size it was made for, and the caller's own location path. */
export type UploadTarget = { userId: number; type: TypeValue; size: string; folderId?: number; originalId?: number };

function send<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    for (const [k, v] of Object.entries(apiScopeHeaders())) xhr.setRequestHeader(k, v);
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
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
    xhr.send(form);
  });
}

function targetFields(form: FormData, t: UploadTarget) {
  form.append("type", t.type);
  form.append("size", t.size);
  form.append("location", uploadLocation(t.userId, t.size));
  if (t.folderId) form.append("folder_id", String(t.folderId));
  if (t.originalId) form.append("original_id", String(t.originalId));
}

export const imageCalls = {
  upload(image: Blob, name: string, target: UploadTarget, onProgress?: (fraction: number) => void) {
    const form = new FormData();
    form.append("image", image, name);
    targetFields(form, target);
    return send<{ status: number; response: LibraryImage }>("/api/v3/image-library/upload", form, onProgress);
  },
  bulk(images: File[], target: UploadTarget, onProgress?: (fraction: number) => void) {
    const form = new FormData();
    for (const f of images) form.append("images[]", f, f.name);
    targetFields(form, target);
    return send<ApiAnswer<"post", "/image-library/bulk-upload">>("/api/v3/image-library/bulk-upload", form, onProgress);
  },
  remove: (id: number) => apiFetch<{ status: number; message?: string }>(`/image-library/${id}/delete`, { method: "DELETE" }),
  move: (ids: number[], folderId: number) => apiFetch(`/folder/add-assets`, { method: "POST", body: { asset_type: "images", assets_id: ids, folder_id: folderId } }),
  /** A remote picture's bytes through our server (stock host or our storage only). */
  async urlToBlob(url: string): Promise<Blob> {
    const res = await fetch(`/api/v3/image-library/url-to-blob?url=${encodeURIComponent(url)}`, { headers: apiScopeHeaders() });
    if (!res.ok) throw new ApiError(res.status, (await res.json().catch(() => ({ message: res.statusText }))) as ErrorBody);
    return res.blob();
  },
};
