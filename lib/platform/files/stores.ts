import { localStore } from "./local-store";
import type { FileStore, Provider } from "./store";
import { uploadThingStore } from "./uploadthing-store";

/**
 * The one place the mode is chosen: UploadThing when UPLOADTHING_TOKEN is set, else the
 * local disk. Reads and deletes use the store that holds the row (provider column), so
 * files written before a switch stay reachable.
 */
export function currentProvider(): Provider {
  return process.env.UPLOADTHING_TOKEN ? "uploadthing" : "local";
}

let ut: { token: string; store: ReturnType<typeof uploadThingStore> } | undefined;

/** The UploadThing client, built once per token (it holds a small runtime). */
export function uploadThing() {
  const token = process.env.UPLOADTHING_TOKEN;
  if (!token) throw new Error("UPLOADTHING_TOKEN is not set, but this file is stored on UploadThing.");
  if (ut?.token !== token) ut = { token, store: uploadThingStore(token) };
  return ut.store;
}

export function storeFor(provider: Provider): FileStore {
  return provider === "uploadthing" ? uploadThing() : localStore();
}

export const currentStore = () => storeFor(currentProvider());
