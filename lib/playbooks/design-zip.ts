import "server-only";
import { Readable } from "node:stream";
import yauzl from "yauzl";
import { validationError } from "@/lib/http/errors";

/**
 * Design-tool (Canva) exports: a zip of page images. Read twice from the spooled upload with
 * yauzl (never unpacked to disk): the first pass checks every entry before anything is stored —
 * names (no traversal), count, declared and actual sizes (zip bombs), and that each image is
 * what its extension says (a disguised entry is refused) — the second hands out each image's
 * bytes in natural order ("page 2" before "page 10").
 */

export const ZIP_MAX_ENTRIES = 200;
export const ZIP_MAX_UNPACKED = 200 * 1024 * 1024;
/** One page image: the platform's image limit (15 MB). */
export const ZIP_MAX_IMAGE = 15 * 1024 * 1024;
export const ZIP_BODY_BYTES = ZIP_MAX_UNPACKED + 1024 * 1024;

const IMAGE_EXTS = ["png", "jpg", "jpeg", "gif", "webp"] as const;

export const ZIP_MSG = {
  notZip: "The file must be a zip file exported from your design tool.",
  empty: "The zip file has no images.",
  tooMany: `The zip file may not have more than ${ZIP_MAX_ENTRIES} entries.`,
  tooBig: "The zip file unpacks to more than 200 MB.",
  imageTooBig: "Each image may not be greater than 15MB.",
  traversal: "The zip file has an entry with an unsafe path.",
  notImage: (name: string) => `${name} is not an image. The zip may only hold PNG, JPG, GIF or WEBP images.`,
  disguised: (name: string) => `${name} is not the image its name says.`,
} as const;

const fail = (message: string) => validationError({ file: [message] });

/** Natural order: "page-2.png" before "page-10.png". */
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

function unsafePath(name: string): boolean {
  return name.startsWith("/") || name.includes("\\") || /^[a-z]:/i.test(name) || name.split("/").some((p) => p === "..") || name.includes("\u0000");
}

/** Does the head of the bytes match the extension's format? */
function matches(ext: string, head: Buffer): boolean {
  if (ext === "png") return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (ext === "jpg" || ext === "jpeg") return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (ext === "gif") return head.subarray(0, 4).toString("latin1") === "GIF8";
  if (ext === "webp") return head.subarray(0, 4).toString("latin1") === "RIFF" && head.subarray(8, 12).toString("latin1") === "WEBP";
  return false;
}

type Entry = yauzl.Entry;

function open(path: string, autoClose = true): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    // validateEntrySizes: a header that lies about its size errors while reading (bomb guard);
    // strictFileNames: backslashes are refused, not turned into folders.
    yauzl.open(path, { lazyEntries: true, autoClose, decodeStrings: true, validateEntrySizes: true, strictFileNames: true }, (err, zip) => (err || !zip ? reject(err) : resolve(zip))),
  );
}

/** Every entry's header, in zip order; names yauzl itself refuses (absolute, "..") are traversal. */
async function entries(path: string): Promise<{ zip: yauzl.ZipFile; list: Entry[] }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await open(path);
  } catch {
    throw fail(ZIP_MSG.notZip);
  }
  if (zip.entryCount > ZIP_MAX_ENTRIES) {
    zip.close();
    throw fail(ZIP_MSG.tooMany);
  }
  const list: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (e: Entry) => {
      list.push(e);
      zip.readEntry();
    });
    zip.on("end", () => resolve());
    zip.on("error", (e: Error) => reject(/relative path|absolute path|invalid characters/i.test(e.message) ? fail(ZIP_MSG.traversal) : fail(ZIP_MSG.notZip)));
    zip.readEntry();
  });
  return { zip, list };
}

function readEntry(zip: yauzl.ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(fail(ZIP_MSG.notZip));
      const chunks: Buffer[] = [];
      let size = 0;
      (stream as Readable).on("data", (c: Buffer) => {
        size += c.length;
        if (size > ZIP_MAX_IMAGE) {
          (stream as Readable).destroy();
          reject(fail(ZIP_MSG.imageTooBig));
        } else chunks.push(c);
      });
      (stream as Readable).on("end", () => resolve(Buffer.concat(chunks)));
      (stream as Readable).on("error", () => reject(fail(ZIP_MSG.tooBig)));
    });
  });
}

export type ZipImage = { name: string; ext: string; bytes: Buffer };

/**
 * Checks the whole zip, then calls `take` with each image in natural order (one in memory at a
 * time). Folders and the OS's metadata files (__MACOSX, .DS_Store) are skipped.
 */
export async function readDesignZip(path: string, take: (image: ZipImage) => Promise<void>): Promise<number> {
  const { list } = await entries(path);
  const files = list.filter((e) => !e.fileName.endsWith("/"));
  for (const e of files) if (unsafePath(e.fileName)) throw fail(ZIP_MSG.traversal);
  const useful = files.filter((e) => !e.fileName.startsWith("__MACOSX/") && !e.fileName.split("/").pop()!.startsWith("."));
  if (useful.reduce((n, e) => n + e.uncompressedSize, 0) > ZIP_MAX_UNPACKED) throw fail(ZIP_MSG.tooBig);
  for (const e of useful) {
    const base = e.fileName.split("/").pop()!;
    const ext = base.includes(".") ? base.split(".").pop()!.toLowerCase() : "";
    if (!(IMAGE_EXTS as readonly string[]).includes(ext)) throw fail(ZIP_MSG.notImage(base));
    if (e.uncompressedSize > ZIP_MAX_IMAGE) throw fail(ZIP_MSG.imageTooBig);
  }
  if (!useful.length) throw fail(ZIP_MSG.empty);
  const ordered = [...useful].sort((a, b) => collator.compare(a.fileName, b.fileName));

  // Pass 1: actual bytes and formats (a lying header or a disguised entry stops everything).
  // Kept open (autoClose off) so entries can be read after the directory has been listed.
  const check = await open(path, false);
  try {
    const byName = await indexEntries(check);
    for (const e of ordered) {
      const bytes = await readEntry(check, byName.get(e.fileName)!);
      const base = e.fileName.split("/").pop()!;
      if (!matches(base.split(".").pop()!.toLowerCase(), bytes)) throw fail(ZIP_MSG.disguised(base));
    }
  } finally {
    check.close();
  }

  // Pass 2: hand out each image.
  const read = await open(path, false);
  try {
    const byName = await indexEntries(read);
    for (const e of ordered) {
      const base = e.fileName.split("/").pop()!;
      await take({ name: base, ext: base.split(".").pop()!.toLowerCase(), bytes: await readEntry(read, byName.get(e.fileName)!) });
    }
  } finally {
    read.close();
  }
  return ordered.length;
}

/** Entries by name on an open zip (lazyEntries: read the central directory to its end first). */
function indexEntries(zip: yauzl.ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const map = new Map<string, Entry>();
    zip.on("entry", (e: Entry) => {
      map.set(e.fileName, e);
      zip.readEntry();
    });
    zip.on("end", () => resolve(map));
    zip.on("error", () => reject(fail(ZIP_MSG.notZip)));
    zip.readEntry();
  });
}
