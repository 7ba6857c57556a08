import fs from "node:fs";
import { UTApi, UTFile } from "uploadthing/server";
import type { FileStore } from "./store";

/**
 * Production mode: UploadThing (UPLOADTHING_TOKEN). The SDK also reads UPLOADTHING_API_URL
 * and UPLOADTHING_INGEST_URL, which the tests point at a local server. Private files are
 * uploaded with the "private" ACL (the UploadThing app must allow ACL overrides) and reached
 * only through app/api/files, which checks membership and redirects to a short-lived URL.
 */
export function uploadThingStore(token: string): FileStore & { signedUrl(storageKey: string): Promise<string> } {
  const api = new UTApi({ token, logLevel: "Error" });
  return {
    provider: "uploadthing",
    async put(_key, source, meta) {
      // UploadThing picks its own random file key; the name is only its display label.
      // A file-backed Blob: the SDK reads it from disk as it uploads.
      const file = new UTFile([await fs.openAsBlob(source.path)], meta.name, { type: meta.mime });
      const res = await api.uploadFiles(file, {
        contentDisposition: meta.mime.startsWith("image/") ? "inline" : "attachment",
        ...(meta.visibility === "private" ? { acl: "private" as const } : {}),
      });
      if (res.error) throw new Error(`UploadThing upload failed: ${res.error.code} ${res.error.message}`);
      return { storageKey: res.data.key, providerUrl: res.data.ufsUrl };
    },
    async delete(storageKey) {
      const res = await api.deleteFiles(storageKey);
      if (!res.success) throw new Error(`UploadThing could not delete ${storageKey}`);
    },
    async signedUrl(storageKey) {
      return (await api.generateSignedURL(storageKey, { expiresIn: 300 })).ufsUrl;
    },
  };
}
