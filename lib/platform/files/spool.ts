import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "@/db/open";
import type { PartSink } from "./multipart-stream";

/**
 * Uploads arrive here, on disk, as they stream in: DATA_DIR/incoming, on the same disk as
 * DATA_DIR/uploads so the local store can take a file with a rename. Every name ends in
 * `.tmp`; whatever a killed process leaves here is swept (sweep.ts), never served.
 */
export const incomingRoot = () => path.join(dataDir(), "incoming");

export type Spooled = {
  path: string;
  size: number;
  /** Removes the temp file (no-op when it was moved into the store). */
  remove(): Promise<void>;
};

export function tempName(dir: string): string {
  return path.join(dir, `${Date.now()}-${randomBytes(9).toString("base64url")}.tmp`);
}

function spooled(file: string, size: number): Spooled {
  return { path: file, size, remove: () => fs.promises.rm(file, { force: true }) };
}

/** A new temp file to stream into; `finish()` closes it (awaiting every write). */
export async function openSpool(): Promise<PartSink & { finish(): Promise<Spooled>; abort(): Promise<void> }> {
  const dir = incomingRoot();
  await fs.promises.mkdir(dir, { recursive: true });
  const file = tempName(dir);
  const handle = await fs.promises.open(file, "wx", 0o600);
  let size = 0;
  let closed = false;
  const close = async () => {
    if (!closed) {
      closed = true;
      await handle.close();
    }
  };
  return {
    async write(chunk) {
      await handle.write(chunk);
      size += chunk.byteLength;
    },
    end: close,
    async finish() {
      await close();
      return spooled(file, size);
    },
    async abort() {
      await close().catch(() => {});
      await fs.promises.rm(file, { force: true });
    },
  };
}

/** Bytes a module already holds (generated files, small imports), spooled the same way. */
export async function spoolBytes(bytes: Uint8Array): Promise<Spooled> {
  const sink = await openSpool();
  try {
    await sink.write(bytes);
    return await sink.finish();
  } catch (e) {
    await sink.abort();
    throw e;
  }
}

/** A spooled file's name for a derived output (the re-encoded image) beside it. */
export function siblingTemp(): string {
  return tempName(incomingRoot());
}
