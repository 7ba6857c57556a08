import "server-only";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { files, libraryFiles } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { openStoredBytes } from "@/lib/platform/files/read";
import { firstFreeName } from "./free-name";
import { contentDisposition } from "@/lib/platform/files/serve";
import { ZIP_NAME } from "./constants";

type Stored = { name: string; ext: string; mime: string; size: number; storageKey: string; provider: string };

async function storedOf(db: Db, ctx: Pick<Ctx, "locationId">, ids: number[]): Promise<Stored[]> {
  const rows = await db
    .select({ id: libraryFiles.id, name: libraryFiles.name, ext: libraryFiles.ext, mime: files.mime, size: files.size, storageKey: files.storageKey, provider: files.provider })
    .from(libraryFiles)
    .innerJoin(files, eq(files.id, libraryFiles.fileId))
    .where(and(eq(libraryFiles.locationId, ctx.locationId), inArray(libraryFiles.id, ids)));
  if (rows.length !== ids.length) throw notFound("File");
  // In the order asked for.
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

const fullName = (f: Pick<Stored, "name" | "ext">) => `${f.name}.${f.ext}`;

/** GET /file/{id}/download: the file as an attachment, streamed. */
export async function downloadFile(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<Response> {
  const [f] = await storedOf(db, ctx, [id]);
  return new Response(await openStoredBytes(f), {
    headers: {
      "content-type": f.mime,
      "content-length": String(f.size),
      "content-disposition": contentDisposition("attachment", fullName(f)),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/** Names inside the zip are unique: "Plan.pdf", "Plan (2).pdf". */
function zipNames(list: Stored[]): string[] {
  const used = new Set<string>();
  return list.map((f) => {
    const name = fullName({ ext: f.ext, name: firstFreeName(f.name, (n) => used.has(fullName({ name: n, ext: f.ext }).toLowerCase())) });
    used.add(name.toLowerCase());
    return name;
  });
}

/**
 * GET /file/download?ids=: files.zip, streamed as it is built. Entries are added one at a
 * time (the next source is opened only when the previous entry is written), stored without
 * recompression, so memory stays flat whatever the total size.
 */
export async function downloadZip(db: Db, ctx: Pick<Ctx, "locationId">, ids: number[]): Promise<Response> {
  const list = await storedOf(db, ctx, ids);
  const names = zipNames(list);
  // Loaded when a zip is asked for: only this call needs it.
  const { default: archiver } = await import("archiver");
  const zip = archiver("zip", { store: true });
  const out = new PassThrough();
  zip.on("error", (e) => out.destroy(e));
  zip.on("warning", (e) => console.error("files.zip:", e));
  zip.pipe(out);
  void (async () => {
    try {
      for (const [i, f] of list.entries()) {
        const entry = once(zip, "entry");
        zip.append(Readable.fromWeb((await openStoredBytes(f)) as import("node:stream/web").ReadableStream), { name: names[i] });
        await entry;
      }
      await zip.finalize();
    } catch (e) {
      // Headers are sent: the client sees a cut-off download, the log says why.
      console.error("files.zip: building the archive failed:", e);
      zip.abort();
      out.destroy(e as Error);
    }
  })();
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": contentDisposition("attachment", ZIP_NAME),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
