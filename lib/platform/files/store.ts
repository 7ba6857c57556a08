/** What a storage backend does; the files table records which one holds each file. */
export type Provider = "local" | "uploadthing";

export type StoredObject = {
  /** The key the provider knows the file by (ours locally, UploadThing's file key there). */
  storageKey: string;
  /** The provider's public URL, when it serves the file itself. */
  providerUrl: string | null;
};

/** A file waiting on local disk (spool.ts): stores read it from there, never whole into memory. */
export type Source = { path: string; size: number };

export interface FileStore {
  provider: Provider;
  /** Stores the source; it may be moved (the local store renames it into place). */
  put(key: string, source: Source, meta: { mime: string; name: string; visibility: "public" | "private" }): Promise<StoredObject>;
  delete(storageKey: string): Promise<void>;
}
