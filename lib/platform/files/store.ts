/** What a storage backend does; the files table records which one holds each file. */
export type Provider = "local" | "uploadthing";

export type StoredObject = {
  /** The key the provider knows the file by (ours locally, UploadThing's file key there). */
  storageKey: string;
  /** The provider's public URL, when it serves the file itself. */
  providerUrl: string | null;
};

export interface FileStore {
  provider: Provider;
  put(key: string, bytes: Uint8Array, meta: { mime: string; name: string; visibility: "public" | "private" }): Promise<StoredObject>;
  delete(storageKey: string): Promise<void>;
}
