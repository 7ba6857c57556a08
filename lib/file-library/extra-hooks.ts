/**
 * Client queries and calls of a library file's permission, versions and sending to contacts
 * (lib/file-library/extra-routes.ts). Writes refresh fileKeys.all and the contact profile's files.
 */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { FILE_PERMISSIONS } from "./constants";
import { fileKeys, sendFormWithProgress, type LibraryFile } from "./hooks";

export type FileVersionList = ApiAnswer<"get", "/file/{id}/versions">;
export type FileVersion = FileVersionList["data"][number];

export const versionKeys = { of: (id: number) => [...fileKeys.all, "versions", id] as const };

export function useFileVersions(id: number, enabled: boolean) {
  return useQuery({ queryKey: versionKeys.of(id), queryFn: ({ signal }) => api.get("/file/{id}/versions", { params: { id }, signal }), enabled });
}

export const fileExtraCalls = {
  changePermission: (id: number, permission: (typeof FILE_PERMISSIONS)[number]) => api.patch("/file/{id}/change-permission", { params: { id }, body: { permission } }),
  sendToContacts: (fileIds: number[], contactIds: number[]) => api.post("/file/send-to-contact", { body: { file_ids: fileIds, contact_ids: contactIds } }),
  restore: (id: number, versionId: number) => api.post("/file/{id}/versions/{versionId}/restore", { params: { id, versionId } }),
};

/** POST /file/{id}/replace with upload progress. */
export const replaceLibraryFile = (id: number, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) => {
  const form = new FormData();
  form.append("file", file);
  return sendFormWithProgress<{ data: LibraryFile; message: string }>(`/api/v3/file/${id}/replace`, form, onProgress, signal);
};
