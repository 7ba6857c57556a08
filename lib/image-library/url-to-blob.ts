import "server-only";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { useAgent as filteringAgent } from "request-filtering-agent";
import type { Db } from "@/db";
import { files } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { validationError } from "@/lib/http/errors";
import { openStoredBytes } from "@/lib/platform/files/read";
import { IMAGE_FORMATS } from "@/lib/platform/files/validate";
import manifest from "@/public/stock/manifest.json";
import { IMAGE_MAX_BYTES, IMAGE_MSG } from "./constants";
import { currentStock, type StockProvider } from "./stock";

/** UploadThing's file hosts: our production storage. */
const STORAGE_HOSTS = ["utfs.io"];
const STORAGE_SUFFIXES = [".ufs.sh"];
const MIME: Record<string, string> = { jpg: "image/jpeg", png: "image/png", apng: "image/png", gif: "image/gif", webp: "image/webp" };

const invalid = () => validationError({ url: [IMAGE_MSG.urlInvalid] });

/** The image's bytes as the answer, with the type its bytes say (never the source's claim). */
async function imageResponse(bytes: Buffer): Promise<Response> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !(IMAGE_FORMATS as readonly string[]).includes(found.ext)) throw validationError({ url: [IMAGE_MSG.urlNotImage] });
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": MIME[found.ext], "content-length": String(bytes.byteLength), "cache-control": "private, no-store", "x-content-type-options": "nosniff" },
  });
}

/** Reads a stream to the end, refusing anything past 15 MB as it arrives. */
async function readCapped(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > IMAGE_MAX_BYTES) throw validationError({ url: [IMAGE_MSG.tooLarge] });
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * GET over http(s) through request-filtering-agent: the address the name resolves to is
 * checked when connecting, so a public name pointing at a private address (DNS rebinding,
 * 169.254.169.254) is refused. No redirects are followed: a redirect could lead anywhere.
 */
function fetchRemote(url: URL): Promise<Buffer> {
  const get = url.protocol === "https:" ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const req = get(url, { agent: filteringAgent(url.toString()), timeout: 10_000, headers: { accept: "image/*" } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(validationError({ url: [IMAGE_MSG.urlFailed] }));
        return;
      }
      const declared = Number(res.headers["content-length"] ?? 0);
      if (declared > IMAGE_MAX_BYTES) {
        res.destroy();
        reject(validationError({ url: [IMAGE_MSG.tooLarge] }));
        return;
      }
      readCapped(res).then(resolve, (e) => {
        res.destroy();
        reject(e);
      });
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (e) =>
      reject(/not allowed|private|reserved|meta address/i.test(e.message) ? validationError({ url: [IMAGE_MSG.urlPrivate] }) : validationError({ url: [IMAGE_MSG.urlFailed] })),
    );
  });
}

const allowedRemote = (host: string, stock: StockProvider) =>
  stock.hosts.includes(host) || STORAGE_HOSTS.includes(host) || STORAGE_SUFFIXES.some((s) => host.endsWith(s));

/**
 * GET /image-library/url-to-blob: the bytes of a stock photo or one of our stored images, so
 * the cropper can edit a remote picture without the browser's cross-origin limits. Only the
 * stock provider's image hosts and our own storage are fetched: our own paths (/stock/…,
 * /api/files/… of this location) are read directly; anything else is a 422.
 */
export async function urlToBlob(db: Db, ctx: Pick<Ctx, "locationId">, raw: string, stock: StockProvider = currentStock()): Promise<Response> {
  let url: URL;
  try {
    url = new URL(raw, appUrl());
  } catch {
    throw invalid();
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalid();
  if (url.username || url.password) throw invalid();
  // A path ("/stock/…") resolves against our own origin; "//host/…" names another host.
  const own = url.origin === new URL(appUrl()).origin;

  if (own) {
    const stockFile = /^\/stock\/([a-z0-9-]+\.jpg)$/.exec(url.pathname)?.[1];
    if (stockFile) {
      // Only files the manifest names: the path is never joined from what was sent.
      const entry = manifest.find((e) => e.file === stockFile);
      if (!entry) throw invalid();
      return imageResponse(await fs.promises.readFile(path.join(process.cwd(), "public", "stock", entry.file)));
    }
    const key = /^\/api\/files\/(.+)$/.exec(url.pathname)?.[1];
    if (key) {
      const storageKey = key.split("/").map(decodeURIComponent).join("/");
      const [row] = await db
        .select({ provider: files.provider, storageKey: files.storageKey })
        .from(files)
        .where(and(eq(files.storageKey, storageKey), eq(files.locationId, ctx.locationId), eq(files.kind, "image")));
      if (!row) throw invalid();
      const stream = await openStoredBytes(row);
      return imageResponse(await readCapped(Readable.fromWeb(stream as import("node:stream/web").ReadableStream<Uint8Array>)));
    }
    throw invalid();
  }
  if (!allowedRemote(url.hostname, stock)) throw invalid();
  return imageResponse(await fetchRemote(url));
}
