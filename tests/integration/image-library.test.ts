import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, libraryImages } from "../../db/schema";
import { api } from "../../lib/api/app";
import { BULK_MAX_IMAGES, IMAGE_MSG, LIBRARY_PER_PAGE, STOCK_PER_PAGE, bulkErrorText } from "../../lib/image-library/constants";
import { pexelsStock, searchStock } from "../../lib/image-library/stock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

// Uploads go to a folder of this file's own; the embedded store and the embedded stock set are under test.
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-image-library-"));
process.env.DATA_DIR = DATA_DIR;
delete process.env.UPLOADTHING_TOKEN;
delete process.env.PEXELS_API_KEY;

const { db } = setupTestDb();
const ids = { owner: 0, other: 0, downtown: 0, otherLoc: 0 };
const tokens = { owner: "", other: "" };

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

const png = (width = 40, height = 20) => sharp({ create: { width, height, channels: 3, background: "#2f7eed" } }).png().toBuffer();
const gif = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } }).gif().toBuffer();
const loc = (size: string, userId = ids.owner) => `uploads/media/${userId}/${size}`;

async function send(url: string, token: string, form: FormData) {
  const res = await api.request(`/api/v3${url}`, { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${token}` } });
  return { status: res.status, json: await res.json() };
}

function imageForm(bytes: Uint8Array, name: string, fields: Record<string, string>) {
  const form = new FormData();
  form.append("image", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

const upload = async (bytes: Uint8Array, name: string, fields: Record<string, string>, token = tokens.owner) => send("/image-library/upload", token, imageForm(bytes, name, fields));
const imageCount = async () => (await db().select({ id: libraryImages.id }).from(libraryImages)).length;
const storedCount = async () => (await db().select({ id: files.id }).from(files)).length;

describe("POST /image-library/upload", () => {
  it("stores an image publicly with its size and type, and links a crop to its original", async () => {
    const original = await upload(await png(), "Squat rack.png", { size: "all", type: "all", location: loc("all") });
    expect(original.status).toBe(201);
    expect(original.json.status).toBe(1);
    expect(original.json.response).toMatchObject({ name: "Squat rack", size: "all", type: "all", mime: "image/png", width: 40, height: 20, original_id: null, folder_id: null });
    expect(original.json.response.url).toMatch(/^\/api\/files\//);
    // Doc 2 s3's library image: img_src (the address) and is_cropped.
    expect(original.json.response).toMatchObject({ img_src: original.json.response.url, is_cropped: false });
    const crop = await upload(await png(600, 350), "crop.png", { size: "600x350", type: "content-image", location: loc("600x350"), original_id: String(original.json.response.id) });
    expect(crop.status).toBe(201);
    expect(crop.json.response).toMatchObject({ size: "600x350", type: "content-image", original_id: original.json.response.id, is_cropped: true });
    const listed = await call("GET", "/image-library/images?per_page=100", { token: tokens.owner });
    const byId = new Map(listed.json.data.map((i: { id: number }) => [i.id, i]));
    expect(byId.get(original.json.response.id)).toMatchObject({ img_src: original.json.response.url, is_cropped: false });
    expect(byId.get(crop.json.response.id)).toMatchObject({ img_src: crop.json.response.url, is_cropped: true });
    const [stored] = await db().select().from(files).where(eq(files.storageKey, crop.json.response.url.replace(/^\/api\/files\//, "")));
    expect(stored).toMatchObject({ visibility: "public", kind: "image", width: 600, height: 350 });
  });

  it("refuses a location that is not uploads/media/{own user id}/{size} (422), storing nothing", async () => {
    const before = [await imageCount(), await storedCount()];
    for (const location of [loc("600x350", ids.other), loc("all"), "uploads/media/../../etc/600x350", ""]) {
      const res = await upload(await png(), "a.png", { size: "600x350", type: "content-image", location });
      expect(res.status, location).toBe(422);
      expect(res.json.errors.location).toEqual([IMAGE_MSG.locationInvalid]);
    }
    const badSize = await upload(await png(), "a.png", { size: "huge", type: "nope", location: loc("huge") });
    expect(badSize.status).toBe(422);
    expect(Object.keys(badSize.json.errors).sort()).toEqual(["size", "type"]);
    expect([await imageCount(), await storedCount()]).toEqual(before);
  });

  it("refuses an image over 15 MB, disguised files and non-images (422), storing nothing", async () => {
    const before = [await imageCount(), await storedCount()];
    const fields = { size: "all", type: "all", location: loc("all") };
    const big = new Uint8Array(15 * 1024 * 1024 + 10);
    big.set(await png());
    const tooBig = await upload(big, "big.png", fields);
    expect(tooBig.status).toBe(422);
    expect(tooBig.json.errors.image).toEqual([IMAGE_MSG.tooLarge]);
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const disguised = await upload(html, "photo.png", fields);
    expect(disguised.status).toBe(422);
    expect(disguised.json.errors.image[0]).toMatch(/content does not match/);
    const pdf = await upload(new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), "plan.pdf", fields);
    expect(pdf.json.errors.image).toEqual([IMAGE_MSG.notImage]);
    const none = await send("/image-library/upload", tokens.owner, (() => { const f = new FormData(); f.append("size", "all"); return f; })());
    expect(none.status).toBe(422);
    expect(none.json.errors.image).toEqual([IMAGE_MSG.imageRequired]);
    expect([await imageCount(), await storedCount()]).toEqual(before);
  });

  it("refuses another location's original or folder (422)", async () => {
    const theirs = await upload(await png(), "theirs.png", { size: "all", type: "all", location: loc("all", ids.other) }, tokens.other);
    expect(theirs.status).toBe(201);
    const folder = await call("POST", "/folder/create", { token: tokens.other, body: { asset_type: "images", title: "Theirs" } });
    const res = await upload(await png(), "a.png", { size: "all", type: "all", location: loc("all"), original_id: String(theirs.json.response.id), folder_id: String(folder.json.data.id) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["folder_id", "original_id"]);
  });

  it("keeps a GIF a GIF", async () => {
    const res = await upload(await gif(), "jump.gif", { size: "all", type: "all", location: loc("all") });
    expect(res.status).toBe(201);
    expect(res.json.response.mime).toBe("image/gif");
  });
});

describe("POST /image-library/bulk-upload", () => {
  const bulk = async (parts: [Uint8Array, string][], fields: Record<string, string>) => {
    const form = new FormData();
    for (const [bytes, name] of parts) form.append("images[]", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return send("/image-library/bulk-upload", tokens.owner, form);
  };

  it("stores each good image into the folder and lists each refused one by position", async () => {
    const folder = await call("POST", "/folder/create", { token: tokens.owner, body: { asset_type: "images", title: "Bulk" } });
    const html = new TextEncoder().encode("<html></html>");
    const res = await bulk([[await png(), "one.png"], [html, "two.png"], [await png(), "three.jpg"]], { size: "all", type: "all", location: loc("all"), folder_id: String(folder.json.data.id) });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe(0);
    expect(res.json.response.map((i: { name: string }) => i.name)).toEqual(["one", "three"]);
    expect(res.json.response.every((i: { folder_id: number }) => i.folder_id === folder.json.data.id)).toBe(true);
    expect(res.json.errors).toEqual([{ index: 1, name: "two.png", message: expect.stringMatching(/content does not match/) }]);
    const listed = await call("GET", `/image-library/images?folder_id=${folder.json.data.id}`, { token: tokens.owner });
    expect(listed.json.total).toBe(2);
  });

  it("refuses no images, too many, or a foreign location (422)", async () => {
    expect((await bulk([], { size: "all", type: "all", location: loc("all") })).json.errors.images).toEqual([IMAGE_MSG.imagesRequired]);
    const many = Array.from({ length: BULK_MAX_IMAGES + 1 }, () => [new Uint8Array([1]), "x.png"] as [Uint8Array, string]);
    expect((await bulk(many, { size: "all", type: "all", location: loc("all") })).json.errors.images).toEqual([IMAGE_MSG.tooManyImages]);
    const foreign = await bulk([[await png(), "a.png"]], { size: "all", type: "all", location: loc("all", ids.other) });
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors.location).toBeDefined();
  });

  it("reads 'images image' as 'image' in the screen's copy", () => {
    expect(bulkErrorText("The images image may not be greater than 15MB.")).toBe("The image may not be greater than 15MB.");
  });
});

describe("GET /image-library/images, types, all-images", () => {
  it("pages 12 at a time, newest first, this location only", async () => {
    for (let i = 0; i < 13; i++) await upload(await png(30 + i, 20), `page-${i}.png`, { size: "all", type: "all", location: loc("all") });
    const first = await call("GET", "/image-library/images", { token: tokens.owner });
    expect(first.status).toBe(200);
    expect(first.json.per_page).toBe(LIBRARY_PER_PAGE);
    expect(first.json.data).toHaveLength(LIBRARY_PER_PAGE);
    expect(first.json.data[0].name).toBe("page-12");
    const second = await call("GET", "/image-library/images?page=2", { token: tokens.owner });
    expect(second.json.data[0].id).toBeLessThan(first.json.data[11].id);
    const theirs = await call("GET", "/image-library/images", { token: tokens.other });
    expect(theirs.json.data.map((i: { name: string }) => i.name)).toEqual(["theirs"]);
  });

  it("selected_size_only keeps the type's size; 180x60 includes 180x180", async () => {
    await upload(await png(180, 60), "wide.png", { size: "180x60", type: "public-logo", location: loc("180x60") });
    await upload(await png(180, 180), "square.png", { size: "180x180", type: "author-image", location: loc("180x180") });
    const logo = await call("GET", "/image-library/images?type=public-logo&selected_size_only=1&per_page=50", { token: tokens.owner });
    expect(logo.json.data.map((i: { name: string }) => i.name).sort()).toEqual(["square", "wide"]);
    const author = await call("GET", "/image-library/images?type=author-image&selected_size_only=1", { token: tokens.owner });
    expect(author.json.data.map((i: { name: string }) => i.name)).toEqual(["square"]);
    const bad = await call("GET", "/image-library/images?type=poster&selected_size_only=2&folder_id=-1", { token: tokens.owner });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["folder_id", "selected_size_only", "type"]);
  });

  it("answers the size table and every image's id and url", async () => {
    const types = await call("GET", "/image-library/types", { token: tokens.owner });
    expect(types.json.data).toContainEqual({ type: "public-cover", size: "2560x600", width: 2560, height: 600 });
    expect(types.json.data).toHaveLength(25);
    const all = await call("GET", "/image-library/all-images", { token: tokens.owner });
    expect(all.json.data.length).toBe(await db().select({ id: libraryImages.id }).from(libraryImages).where(eq(libraryImages.locationId, ids.downtown)).then((r) => r.length));
    expect(all.json.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), img_src: all.json.data[0].url, is_cropped: expect.any(Boolean), url: expect.any(String), size: expect.any(String), type: expect.any(String) });
  });
});

describe("DELETE /image-library/{id}/delete", () => {
  it("deletes the image and its stored bytes; another tenant's id is 404", async () => {
    const made = await upload(await png(), "bye.png", { size: "all", type: "all", location: loc("all") });
    const [row] = await db().select().from(libraryImages).where(eq(libraryImages.id, made.json.response.id));
    const [stored] = await db().select().from(files).where(eq(files.id, row.fileId));
    expect(fs.existsSync(path.join(DATA_DIR, "uploads", stored.storageKey))).toBe(true);
    const foreign = await call("DELETE", `/image-library/${made.json.response.id}/delete`, { token: tokens.other });
    expect(foreign.status).toBe(404);
    const res = await call("DELETE", `/image-library/${made.json.response.id}/delete`, { token: tokens.owner });
    expect(res.json).toEqual({ status: 1, message: IMAGE_MSG.deleted });
    expect(await db().select().from(files).where(eq(files.id, row.fileId))).toHaveLength(0);
    expect(fs.existsSync(path.join(DATA_DIR, "uploads", stored.storageKey))).toBe(false);
    expect((await call("DELETE", `/image-library/${made.json.response.id}/delete`, { token: tokens.owner })).status).toBe(404);
  });
});

describe("GET /image-library/pexels-image (embedded stock photos)", () => {
  it("searches Fitness when the search is empty, 12 a page, never empty", async () => {
    const res = await call("GET", "/image-library/pexels-image", { token: tokens.owner });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ search: "Fitness", fallback: false, page: 1, per_page: STOCK_PER_PAGE });
    expect(res.json.photos).toHaveLength(STOCK_PER_PAGE);
    expect(res.json.total_results).toBeGreaterThanOrEqual(60);
    expect(res.json.photos[0].src.large).toMatch(/^\/stock\/[a-z0-9-]+\.jpg$/);
    const last = await call("GET", `/image-library/pexels-image?page=${res.json.last_page}`, { token: tokens.owner });
    expect(last.json.photos.length).toBeGreaterThan(0);
    for (const p of res.json.photos) expect(fs.existsSync(path.join(process.cwd(), "public", p.src.large))).toBe(true);
  });

  it("matches manifest keywords, and falls back to Fitness when nothing matches", async () => {
    const kettle = await call("GET", "/image-library/pexels-image?search=kettlebell", { token: tokens.owner });
    expect(kettle.json.total_results).toBeGreaterThan(0);
    expect(kettle.json.total_results).toBeLessThan(60);
    const none = await call("GET", "/image-library/pexels-image?search=zebra%20submarine", { token: tokens.owner });
    expect(none.json).toMatchObject({ search: "Fitness", fallback: true });
    expect(none.json.photos.length).toBe(STOCK_PER_PAGE);
    expect((await call("GET", "/image-library/pexels-image?per_page=0", { token: tokens.owner })).status).toBe(422);
  });

  it("asks Pexels when PEXELS_API_KEY is set (a local peer speaking its API)", async () => {
    const seen: { auth?: string; url?: string }[] = [];
    const server = http.createServer((req, res) => {
      seen.push({ auth: req.headers.authorization, url: req.url });
      const q = new URL(req.url!, "http://x").searchParams.get("query");
      const photos = q === "Fitness" ? [{ id: 7, alt: "Run", photographer: "Ann", url: "https://www.pexels.com/photo/7", src: { large: "https://images.pexels.com/7-l.jpg", large2x: "https://images.pexels.com/7-2x.jpg" } }] : [];
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ total_results: photos.length, photos }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await searchStock({ page: 1, per_page: 12, search: "nothing here" }, pexelsStock("key-1", base));
      expect(page).toMatchObject({ fallback: true, search: "Fitness", total_results: 1, last_page: 1 });
      expect(page.photos[0]).toMatchObject({ id: 7, src: { large: "https://images.pexels.com/7-l.jpg", large2x: "https://images.pexels.com/7-2x.jpg" } });
      expect(seen.map((s) => s.auth)).toEqual(["key-1", "key-1"]);
      expect(seen[0].url).toBe("/v1/search?query=nothing+here&page=1&per_page=12");
    } finally {
      server.close();
    }
  });
});

describe("GET /image-library/url-to-blob", () => {
  it("answers the bytes of a stock photo and of this location's stored image", async () => {
    const stock = await api.request("/api/v3/image-library/url-to-blob?url=%2Fstock%2Fbicycling.jpg", { headers: { authorization: `Bearer ${tokens.owner}` } });
    expect(stock.status).toBe(200);
    expect(stock.headers.get("content-type")).toBe("image/jpeg");
    const made = await upload(await png(), "blob.png", { size: "all", type: "all", location: loc("all") });
    const own = await api.request(`/api/v3/image-library/url-to-blob?url=${encodeURIComponent(made.json.response.url)}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    const theirs = await api.request(`/api/v3/image-library/url-to-blob?url=${encodeURIComponent(made.json.response.url)}`, { headers: { authorization: `Bearer ${tokens.other}` } });
    expect(theirs.status).toBe(422);
  });

  it("refuses other hosts, other schemes and private addresses (422)", async () => {
    const ask = (url: string) => call("GET", `/image-library/url-to-blob?url=${encodeURIComponent(url)}`, { token: tokens.owner });
    for (const url of ["http://169.254.169.254/latest/meta-data", "http://10.0.0.1/a.jpg", "file:///etc/passwd", "https://example.com/a.jpg", "/stock/../../.env", "/api/v3/user", ""]) {
      const res = await ask(url);
      expect(res.status, url).toBe(422);
      expect(res.json.errors.url, url).toBeDefined();
    }
  });

  it("refuses an allowed stock host that resolves to a private address (request-filtering-agent)", async () => {
    const server = http.createServer(async (_req, res) => res.end(await png()));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    process.env.PEXELS_API_KEY = "key";
    process.env.PEXELS_IMAGE_HOSTS = "localhost";
    try {
      const port = (server.address() as AddressInfo).port;
      const res = await call("GET", `/image-library/url-to-blob?url=${encodeURIComponent(`http://localhost:${port}/photo.png`)}`, { token: tokens.owner });
      expect(res.status).toBe(422);
      expect(res.json.errors.url).toEqual([IMAGE_MSG.urlPrivate]);
    } finally {
      delete process.env.PEXELS_API_KEY;
      delete process.env.PEXELS_IMAGE_HOSTS;
      server.close();
    }
  });
});
