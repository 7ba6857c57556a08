import { localStore } from "./local-store";
import { uploadThing } from "./stores";

/** Where a stored file's bytes are: the `files` row's provider and key. */
export type StoredRef = { provider: string; storageKey: string };

/**
 * The stored bytes as a stream, wherever they are kept: never read whole into memory.
 * Downloads, zips and imports read stored files through this one function.
 */
export async function openStoredBytes(f: StoredRef): Promise<ReadableStream<Uint8Array>> {
  if (f.provider === "uploadthing") {
    const res = await fetch(await uploadThing().signedUrl(f.storageKey));
    if (!res.ok || !res.body) throw new Error(`files: ${f.storageKey} could not be read from UploadThing (${res.status})`);
    return res.body;
  }
  return localStore().stream(f.storageKey);
}
