import fs from "node:fs";
import type { FileStore } from "./store";

/**
 * Production mode: UploadThing (UPLOADTHING_TOKEN). The SDK also reads UPLOADTHING_API_URL
 * and UPLOADTHING_INGEST_URL, which the tests point at a local server. Private files are
 * uploaded with the "private" ACL (the UploadThing app must allow ACL overrides) and reached
 * only through app/api/files, which checks membership and redirects to a short-lived URL.
 */
export function uploadThingStore(token: string): FileStore & { signedUrl(storageKey: string): Promise<string> } {
  // The SDK is loaded on first use: most processes (embedded mode, every test file) never need it.
  let sdk: Promise<{ api: import("uploadthing/server").UTApi; UTFile: typeof import("uploadthing/server").UTFile }> | undefined;
  const load = () => (sdk ??= import("uploadthing/server").then((m) => ({ api: new m.UTApi({ token, logLevel: "Error" }), UTFile: m.UTFile })));
  return {
    provider: "uploadthing",
    async put(_key, source, meta) {
      // UploadThing picks its own random file key; the name is only its display label.
      // A file-backed Blob: the SDK reads it from disk as it uploads.
      const { api, UTFile } = await load();
      const file = new UTFile([await fs.openAsBlob(source.path)], meta.name, { type: meta.mime });
      const res = await api.uploadFiles(file, {
        contentDisposition: meta.mime.startsWith("image/") ? "inline" : "attachment",
        ...(meta.visibility === "private" ? { acl: "private" as const } : {}),
      });
      if (res.error) throw new Error(`UploadThing upload failed: ${res.error.code} ${res.error.message}`);
      return { storageKey: res.data.key, providerUrl: res.data.ufsUrl };
    },
    async delete(storageKey) {
      const { api } = await load();
      const res = await api.deleteFiles(storageKey);
      if (!res.success) throw new Error(`UploadThing could not delete ${storageKey}`);
    },
    async signedUrl(storageKey) {
      const { api } = await load();
      return (await api.generateSignedURL(storageKey, { expiresIn: 300 })).ufsUrl;
    },
  };
}
