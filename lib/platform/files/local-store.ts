import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { dataDir } from "@/db/open";
import type { FileStore } from "./store";

export const uploadsRoot = () => path.join(dataDir(), "uploads");

/**
 * The absolute path of a key, or null when it would land outside the uploads folder
 * (`..`, absolute paths, NUL). Keys are ours, but every path built here goes through this.
 */
export function resolveInside(root: string, key: string): string | null {
  if (!key || key.includes("\0") || path.isAbsolute(key)) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : null;
}

/** Embedded mode: files on disk under DATA_DIR/uploads, served by app/api/files. */
export function localStore(root = uploadsRoot()): FileStore & {
  size(key: string): Promise<number | null>;
  stream(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>;
} {
  const at = (key: string) => {
    const full = resolveInside(root, key);
    if (!full) throw new Error(`storage key outside the uploads folder: ${JSON.stringify(key)}`);
    return full;
  };
  return {
    provider: "local",
    async put(key, source) {
      const full = at(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      // The spooled file is complete and on the same disk: one rename, and a reader never
      // sees half a file. Across disks it is copied beside the target first, then renamed.
      try {
        await fs.promises.rename(source.path, full);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e;
        const tmp = `${full}.${randomBytes(6).toString("hex")}.tmp`;
        try {
          await fs.promises.copyFile(source.path, tmp, fs.constants.COPYFILE_EXCL);
          await fs.promises.rename(tmp, full);
        } catch (err) {
          await fs.promises.rm(tmp, { force: true });
          throw err;
        }
      }
      return { storageKey: key, providerUrl: null };
    },
    async delete(key) {
      await fs.promises.rm(at(key), { force: true });
    },
    /** Bytes on disk, or null when there is no such file. */
    async size(key) {
      const full = resolveInside(root, key);
      const stat = full ? await fs.promises.stat(full).catch(() => null) : null;
      return stat?.isFile() ? stat.size : null;
    },
    /** Streams from disk (never read whole into memory); `range` is inclusive, as in HTTP. */
    stream(key, range) {
      return Readable.toWeb(fs.createReadStream(at(key), range ?? {})) as ReadableStream<Uint8Array>;
    },
  };
}
