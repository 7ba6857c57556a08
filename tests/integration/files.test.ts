import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema";
import { authSecret } from "../../lib/auth/secret";
import { api } from "../../lib/api/app";
import { MSG } from "../../lib/platform/files/constants";
import { GET as serveRoute } from "../../app/api/files/[...key]/route";
import { sendJob } from "../../lib/platform/jobs";
import { filesDeleteBytesJob, filesSweepJob } from "../../lib/platform/files/jobs";
import { STALE_MS } from "../../lib/platform/files/sweep";
import { setupTestDb } from "../helpers/db";
import { setupJobQueue } from "../helpers/jobs";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

// Uploads go to a folder of this file's own; the embedded store is the one under test.
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-files-"));
process.env.DATA_DIR = DATA_DIR;
delete process.env.UPLOADTHING_TOKEN;
const UPLOADS = path.join(DATA_DIR, "uploads");

const { db } = setupTestDb();
const queue = setupJobQueue();
const ids = { downtown: 0, uptown: 0, otherLoc: 0 };
const tokens = { owner: "", staff: "", other: "" };

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

type Upload = { name: string; bytes: Uint8Array; type?: string };

async function upload(token: string | null, file: Upload | null, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "application/octet-stream" }), file.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await api.request("/api/v3/file-upload", { method: "POST", body: form, headers: { accept: "application/json", ...auth, ...headers } });
  return { status: res.status, json: await res.json() };
}

/** GET through the Next route handler, as a browser would. */
function fetchFile(url: string, headers: Record<string, string> = {}) {
  const segments = url.replace(/^\/api\/files\//, "").split("/").map(decodeURIComponent);
  return serveRoute(new Request(`http://localhost${url}`, { headers }), { params: Promise.resolve({ key: segments }) });
}

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } }).png().toBuffer();
const rowOf = async (id: number) => (await db().select().from(files).where(eq(files.id, id)))[0];
const fileCount = async () => (await db().select({ id: files.id }).from(files)).length;
const onDisk = (key: string) => path.join(UPLOADS, key);
/** Temp files of uploads (spooled as they stream in): none may outlive a request. */
const incoming = (): string[] => (fs.existsSync(path.join(DATA_DIR, "incoming")) ? fs.readdirSync(path.join(DATA_DIR, "incoming")) : []);
const listDisk = (): string[] => (fs.existsSync(UPLOADS) ? (fs.readdirSync(UPLOADS, { recursive: true }) as string[]) : []);

describe("POST /file-upload (embedded store)", () => {
  it("stores a PNG on disk, records it and serves it with its mime", async () => {
    const bytes = await png();
    const res = await upload(tokens.owner, { name: "Progress photo.png", bytes, type: "image/png" });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ name: "Progress photo.png", mime: "image/png", kind: "image", width: 40, height: 30 });
    expect(Object.keys(data).sort()).toEqual(["height", "id", "kind", "mime", "name", "size", "url", "width"]);

    const row = await rowOf(data.id);
    expect(row).toMatchObject({ locationId: ids.downtown, kind: "image", visibility: "public", provider: "local", mime: "image/png", size: data.size });
    expect(row.storageKey).toMatch(new RegExp(`^${ids.downtown}/\\d{4}/\\d{2}/[A-Za-z0-9_-]{20,}\\.png$`));
    expect(data.url).toBe(`/api/files/${row.storageKey}`);
    const stored = fs.readFileSync(onDisk(row.storageKey));
    expect(stored.byteLength).toBe(data.size);

    const served = await fetchFile(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="Progress photo.png"/);
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.equals(stored)).toBe(true);
    expect(await sharp(body).metadata()).toMatchObject({ format: "png", width: 40, height: 30 });
  });

  it("turns photos upright, strips their metadata and caps the long edge", async () => {
    // 3000x2000 stored with EXIF orientation 6 (rotate 90°): upright it is 2000x3000.
    const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret-gps-here" } } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    const res = await upload(tokens.owner, { name: "IMG_0001.JPEG", bytes });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ mime: "image/jpeg", width: 1707, height: 2560 });
    const row = await rowOf(res.json.data.id);
    expect(row.storageKey).toMatch(/\.jpg$/);
    const meta = await sharp(fs.readFileSync(onDisk(row.storageKey))).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1707, height: 2560 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it("refuses an image over 15 MB with the spec's message and stores nothing", async () => {
    const head = await png();
    const bytes = new Uint8Array(16 * 1024 * 1024);
    bytes.set(head);
    const before = [await fileCount(), listDisk().length];
    const res = await upload(tokens.owner, { name: "huge.png", bytes, type: "image/png" });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: "The image may not be greater than 15MB.", errors: { file: ["The image may not be greater than 15MB."] } });
    expect([await fileCount(), listDisk().length]).toEqual(before);
  });

  it("refuses disguised content: HTML or text renamed to an image", async () => {
    const before = await fileCount();
    for (const [name, text] of [
      ["cat.png", "<html><body><script>alert(document.cookie)</script></body></html>"],
      ["cat.jpg", "just some text"],
      ["cat.gif", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ]) {
      const res = await upload(tokens.owner, { name, bytes: new TextEncoder().encode(text), type: "image/png" });
      expect(res.status, name).toBe(422);
      expect(res.json.errors.file, name).toEqual([MSG.contentMismatch]);
    }
    expect(await fileCount()).toBe(before);
  });

  it("refuses disallowed extensions, whatever the content", async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    for (const file of [
      { name: "setup.exe", bytes: exe },
      { name: "logo.svg", bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: "page.html", bytes: new TextEncoder().encode("<html></html>") },
      { name: "photo.png.exe", bytes: await png() },
      { name: "no-extension", bytes: await png() },
    ]) {
      const res = await upload(tokens.owner, file);
      expect(res.status, file.name).toBe(422);
      expect(res.json.errors.file[0], file.name).toMatch(/^The file must be a file of type: jpg, jpeg, png, gif, webp, pdf/);
    }
  });

  it("answers the spec's cropper message when an image cannot be decoded", async () => {
    // PNG signature and a truncated header: file-type says PNG, sharp cannot read it.
    const bytes = (await png()).subarray(0, 40);
    const res = await upload(tokens.owner, { name: "cropped.png", bytes });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe("Unable to upload image, Please try to reduce the cropped image and upload again!");
  });

  it("never uses the uploaded name as a path", async () => {
    const res = await upload(tokens.owner, { name: "../../etc/passwd.png", bytes: await png() });
    expect(res.status).toBe(200);
    const row = await rowOf(res.json.data.id);
    expect(row.originalName).toBe("passwd.png");
    expect(row.storageKey).not.toContain("..");
    expect(row.storageKey).not.toContain("passwd");
    expect(fs.existsSync(onDisk(row.storageKey))).toBe(true);
    expect(fs.existsSync(path.join(DATA_DIR, "etc"))).toBe(false);
    expect(fs.existsSync(path.join(UPLOADS, "etc"))).toBe(false);
  });

  it("stores documents as attachments with the original name safely encoded, and serves ranges", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
    const name = 'Plan d’entraînement "v2".pdf';
    const res = await upload(tokens.owner, { name, bytes, type: "application/pdf" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ kind: "document", mime: "application/pdf", width: null, height: null, size: bytes.byteLength, name });
    const served = await fetchFile(res.json.data.url);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(
      `attachment; filename="Plan d_entra_nement _v2_.pdf"; filename*=UTF-8''Plan%20d%E2%80%99entra%C3%AEnement%20%22v2%22.pdf`,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const part = await fetchFile(res.json.data.url, { range: "bytes=0-7" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-7/${bytes.byteLength}`);
    expect(await part.text()).toBe("%PDF-1.4");
    expect((await fetchFile(res.json.data.url, { range: "bytes=9999-" })).status).toBe(416);
  });

  it("accepts CSV text but not markup or binary passed off as text", async () => {
    const ok = await upload(tokens.owner, { name: "clients.csv", bytes: new TextEncoder().encode("name,email\nAva,ava@example.com\n") });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ kind: "document", mime: "text/csv" });
    expect((await fetchFile(ok.json.data.url)).headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const html = await upload(tokens.owner, { name: "notes.txt", bytes: new TextEncoder().encode("<!DOCTYPE html><script>1</script>") });
    expect(html.status).toBe(422);
    const binary = await upload(tokens.owner, { name: "notes.txt", bytes: await png() });
    expect(binary.status).toBe(422);
  });

  it("answers 422 for a missing file, a non-multipart body or an unknown visibility; 401 without a session", async () => {
    const missing = await upload(tokens.owner, null, { visibility: "public" });
    expect(missing).toMatchObject({ status: 422, json: { errors: { file: [MSG.fileRequired] } } });
    const asText = await upload(tokens.owner, null, { file: "not a file" });
    expect(asText.status).toBe(422);
    const json = await call("POST", "/file-upload", { token: tokens.owner, body: { file: "x" } });
    expect(json.status).toBe(422);
    const vis = await upload(tokens.owner, { name: "a.png", bytes: await png() }, { visibility: "secret" });
    expect(vis).toMatchObject({ status: 422, json: { errors: { visibility: [MSG.visibilityInvalid] } } });
    expect((await upload(null, { name: "a.png", bytes: await png() })).status).toBe(401);
    expect((await upload("nope", { name: "a.png", bytes: await png() })).status).toBe(401);
  });
});

describe("storage use in the session payload", () => {
  it("reports the accessed location's stored bytes and files, not another's", async () => {
    const refresh = async (token: string) => (await call("POST", "/auth/refresh", { token })).json.file_storage;
    const before = await refresh(tokens.owner);
    const res = await upload(tokens.owner, { name: "a.png", bytes: await png(), type: "image/png" });
    const after = await refresh(tokens.owner);
    expect(after).toMatchObject({ used_bytes: before.used_bytes + res.json.data.size, file_count: before.file_count + 1, provider: "local" });
    expect((await refresh(tokens.other)).file_count).toBe(0);
  });
});

describe("stored bytes stay in step with the rows", () => {
  const age = (file: string, ms: number) => {
    const t = new Date(Date.now() - ms);
    fs.utimesSync(file, t, t);
  };

  it("a refused upload leaves no temp file; a stored one leaves none either", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect((await upload(tokens.owner, { name: "x.png", bytes: html })).status).toBe(422);
    expect((await upload(tokens.owner, { name: "ok.png", bytes: await png() })).status).toBe(200);
    expect(incoming()).toEqual([]);
    expect(listDisk().filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("the sweep (at start and hourly) removes stale temp files and bytes no row records, and nothing else", async () => {
    const kept = await upload(tokens.owner, { name: "kept.png", bytes: await png() });
    const keptPath = onDisk((await rowOf(kept.json.data.id)).storageKey);
    age(keptPath, 2 * STALE_MS);
    // What a process killed mid-upload leaves: a spooled part, a half-renamed store write,
    // and stored bytes whose row was never written.
    fs.mkdirSync(path.join(DATA_DIR, "incoming"), { recursive: true });
    const staleSpool = path.join(DATA_DIR, "incoming", "1-killed.tmp");
    const freshSpool = path.join(DATA_DIR, "incoming", "2-in-flight.tmp");
    const dir = path.dirname(keptPath);
    const staleTmp = path.join(dir, "half.png.abc123.tmp");
    const orphan = path.join(dir, "never-recorded.png");
    const freshOrphan = path.join(dir, "being-recorded.png");
    for (const f of [staleSpool, freshSpool, staleTmp, orphan, freshOrphan]) fs.writeFileSync(f, "x");
    for (const f of [staleSpool, staleTmp, orphan]) age(f, STALE_MS + 60_000);
    // Fresh by the app's clock, not the file system's (the two differ when a test sets the clock).
    for (const f of [freshSpool, freshOrphan]) age(f, 0);

    expect(filesSweepJob).toMatchObject({ runAtStart: true, cron: "23 * * * *" });
    await sendJob(filesSweepJob, {});
    expect(await queue.drain(filesSweepJob)).toBe(1);
    for (const f of [staleSpool, staleTmp, orphan]) expect(fs.existsSync(f), f).toBe(false);
    for (const f of [freshSpool, freshOrphan, keptPath]) expect(fs.existsSync(f), f).toBe(true);
    // Idempotent: a second run finds nothing more to do.
    await sendJob(filesSweepJob, {});
    expect(await queue.drain(filesSweepJob)).toBe(1);
    expect(fs.existsSync(keptPath)).toBe(true);
    fs.rmSync(freshSpool);
    fs.rmSync(freshOrphan);
  });
});

describe("request body cap", () => {
  /** An endless body that counts how much of it was read. */
  function endless() {
    const state = { pulled: 0 };
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(ctl) {
        state.pulled += chunk.byteLength;
        ctl.enqueue(chunk);
      },
    });
    return { state, body };
  }
  const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    api.request("/api/v3/file-upload", {
      method: "POST",
      body,
      headers: { authorization: `Bearer ${tokens.owner}`, "content-type": "multipart/form-data; boundary=x", ...headers },
      duplex: "half",
    } as RequestInit);

  it("refuses a declared 1 GB body before reading it", async () => {
    const { state, body } = endless();
    const res = await post(body, { "content-length": String(1024 ** 3) });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file).toEqual(["The file may not be greater than 50MB."]);
    expect(state.pulled).toBeLessThanOrEqual(2 * 1024 * 1024); // at most the stream's own read-ahead
  });

  it("cuts off a body without Content-Length once it passes the cap", async () => {
    const { state, body } = endless();
    const res = await post(body, {});
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file).toEqual(["The file may not be greater than 50MB."]);
    expect(state.pulled).toBeLessThan(60 * 1024 * 1024);
    expect(incoming()).toEqual([]);
  });

  it("streams the file part to disk as it arrives, across any chunking, and leaves no temp file", async () => {
    const bytes = await png(64, 48);
    const form = new FormData();
    form.append("visibility", "private");
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), "chunked.png");
    const encoded = new Response(form);
    const type = encoded.headers.get("content-type")!;
    const whole = new Uint8Array(await encoded.arrayBuffer());
    // Seven-byte chunks: boundaries and headers split at every possible place.
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(ctl) {
        if (at >= whole.length) return ctl.close();
        ctl.enqueue(whole.slice(at, (at += 7)));
      },
    });
    const res = await post(body, { "content-type": type });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ name: "chunked.png", width: 64, height: 48 });
    expect((await rowOf(data.id)).visibility).toBe("private");
    expect(incoming()).toEqual([]);
    expect(listDisk().filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("answers 422, not 500, for a body that ends before its closing boundary, and keeps nothing", async () => {
    const cut = new TextEncoder().encode('--x\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello');
    const before = await fileCount();
    const res = await post(new Blob([cut]).stream(), {});
    expect(res.status).toBe(422);
    expect(await fileCount()).toBe(before);
    expect(incoming()).toEqual([]);
  });
});

describe("private files", () => {
  let url = "";
  let uptownUrl = "";
  beforeAll(async () => {
    const res = await upload(tokens.owner, { name: "intake.png", bytes: await png() }, { visibility: "private" });
    expect(res.status).toBe(200);
    url = res.json.data.url;
    const up = await upload(tokens.owner, { name: "uptown.png", bytes: await png() }, { visibility: "private" }, { "accessed-location-id": String(ids.uptown) });
    expect(up.status).toBe(200);
    uptownUrl = up.json.data.url;
    expect((await rowOf(up.json.data.id)).locationId).toBe(ids.uptown);
  });

  it("serves a private file to members of its location, without public caching", async () => {
    for (const token of [tokens.owner, tokens.staff]) {
      const res = await fetchFile(url, { authorization: `Bearer ${token}` });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-type")).toBe("image/png");
    }
    // The session cookie works as well as a bearer token.
    const jwt = await encode({ token: { at: tokens.owner }, secret: authSecret() });
    expect((await fetchFile(url, { cookie: `next-auth.session-token=${jwt}` })).status).toBe(200);
    // Membership decides, not the location the token happens to be looking at.
    expect((await fetchFile(uptownUrl, { authorization: `Bearer ${tokens.owner}` })).status).toBe(200);
  });

  it("answers 404, not 403, to another tenant, a non-member and anonymous callers", async () => {
    expect((await fetchFile(url)).status).toBe(404);
    expect((await fetchFile(url, { authorization: `Bearer ${tokens.other}` })).status).toBe(404);
    expect((await fetchFile(url, { authorization: "Bearer not-a-token" })).status).toBe(404);
    expect((await fetchFile(url, { cookie: "next-auth.session-token=garbage" })).status).toBe(404);
    // Staff belong to Downtown only.
    expect((await fetchFile(uptownUrl, { authorization: `Bearer ${tokens.staff}` })).status).toBe(404);
  });

  it("answers 404 for unknown keys and paths that try to leave the uploads folder", async () => {
    fs.mkdirSync(UPLOADS, { recursive: true });
    fs.writeFileSync(path.join(DATA_DIR, "secret.txt"), "secret");
    for (const segments of [["nope.png"], ["..", "secret.txt"], ["..", "..", "etc", "passwd"], [ids.downtown.toString()], ["%2e%2e", "secret.txt"]]) {
      const res = await serveRoute(new Request("http://localhost/api/files/x"), { params: Promise.resolve({ key: segments }) });
      expect(res.status, segments.join("/")).toBe(404);
    }
  });
});

describe("DELETE /file-upload/{id}", () => {
  it("answers 404 to another tenant and keeps the file", async () => {
    const res = await upload(tokens.owner, { name: "keep.png", bytes: await png() });
    const row = await rowOf(res.json.data.id);
    const del = await call("DELETE", `/file-upload/${row.id}`, { token: tokens.other });
    expect(del.status).toBe(404);
    expect(await rowOf(row.id)).toBeDefined();
    expect(fs.existsSync(onDisk(row.storageKey))).toBe(true);
    // The owner looking at Uptown is another location too.
    const uptown = await call("DELETE", `/file-upload/${row.id}`, { token: tokens.owner, headers: { "accessed-location-id": String(ids.uptown) } });
    expect(uptown.status).toBe(404);
    expect((await call("DELETE", "/file-upload/999999", { token: tokens.owner })).status).toBe(404);
  });

  it("lets staff delete their own uploads but not others' without files/delete", async () => {
    const owners = await upload(tokens.owner, { name: "owner.png", bytes: await png() });
    expect((await call("DELETE", `/file-upload/${owners.json.data.id}`, { token: tokens.staff })).status).toBe(403);
    expect(await rowOf(owners.json.data.id)).toBeDefined();
    const own = await upload(tokens.staff, { name: "staff.png", bytes: await png() });
    expect((await call("DELETE", `/file-upload/${own.json.data.id}`, { token: tokens.staff })).status).toBe(200);
  });

  it("removes the row and the file on disk for the owner location", async () => {
    const res = await upload(tokens.owner, { name: "gone.png", bytes: await png() });
    const row = await rowOf(res.json.data.id);
    expect(fs.existsSync(onDisk(row.storageKey))).toBe(true);
    const del = await call("DELETE", `/file-upload/${row.id}`, { token: tokens.owner });
    expect({ status: del.status, json: del.json }).toEqual({ status: 200, json: { status: 1 } });
    expect(await rowOf(row.id)).toBeUndefined();
    expect(fs.existsSync(onDisk(row.storageKey))).toBe(false);
    expect((await fetchFile(res.json.data.url)).status).toBe(404);
    expect((await call("DELETE", `/file-upload/${row.id}`, { token: tokens.owner })).status).toBe(404);
  });
});

/**
 * Production mode against a local HTTP server standing in for UploadThing's API and ingest
 * hosts (the SDK's own UPLOADTHING_API_URL / UPLOADTHING_INGEST_URL settings): the real
 * UTApi code runs, only the network peer is ours.
 */
describe("UploadThing store (UPLOADTHING_TOKEN set)", () => {
  const seen: { uploads: { path: string; bytes: Buffer; acl: string | null }[]; deleted: string[] } = { uploads: [], deleted: [] };
  let refuseDeletes = false;
  let server: http.Server;
  const env = ["UPLOADTHING_TOKEN", "UPLOADTHING_API_URL", "UPLOADTHING_INGEST_URL"] as const;

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, "http://x");
      if (req.method === "PUT") {
        // The SDK PUTs multipart form data to the presigned ingest URL.
        const form = await new Response(body, { headers: { "content-type": req.headers["content-type"]! } }).formData();
        const file = form.get("file") as File;
        const key = url.pathname.slice(1);
        const signed = Object.fromEntries(url.searchParams);
        seen.uploads.push({ path: key, bytes: Buffer.from(await file.arrayBuffer()), acl: signed["x-ut-acl"] ?? null });
        const ufsUrl = `https://app-test.ufs.sh/f/${key}`;
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ url: ufsUrl, appUrl: ufsUrl, ufsUrl, fileHash: "h" }));
      } else if (req.method === "POST" && url.pathname === "/v6/deleteFiles" && refuseDeletes) {
        res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: "refused" }));
      } else if (req.method === "POST" && url.pathname === "/v6/deleteFiles") {
        const { fileKeys } = JSON.parse(body.toString());
        seen.deleted.push(...fileKeys);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ success: true, deletedCount: fileKeys.length }));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.UPLOADTHING_TOKEN = Buffer.from(JSON.stringify({ apiKey: "sk_test_local", appId: "app-test", regions: ["local"] })).toString("base64");
    process.env.UPLOADTHING_API_URL = base;
    process.env.UPLOADTHING_INGEST_URL = base;
  });
  afterAll(async () => {
    for (const k of env) delete process.env[k];
    await new Promise((r) => server.close(r));
  });

  it("uploads the normalised bytes, records UploadThing's key and URL, and serves public files from it", async () => {
    const before = listDisk().length;
    const res = await upload(tokens.owner, { name: "coach.png", bytes: await png(20, 10) });
    expect(res.status).toBe(200);
    const row = await rowOf(res.json.data.id);
    expect(row).toMatchObject({ provider: "uploadthing", width: 20, height: 10, mime: "image/png" });
    expect(seen.uploads).toHaveLength(1);
    expect(row.storageKey).toBe(seen.uploads[0].path);
    expect(row.providerUrl).toBe(`https://app-test.ufs.sh/f/${row.storageKey}`);
    expect(res.json.data.url).toBe(row.providerUrl);
    expect(seen.uploads[0].bytes.byteLength).toBe(row.size);
    expect((await sharp(seen.uploads[0].bytes).metadata()).width).toBe(20);
    expect(listDisk().length).toBe(before); // nothing written locally
  });

  it("keeps private files behind the app: members are redirected to a signed URL, others get 404", async () => {
    const res = await upload(tokens.owner, { name: "private.png", bytes: await png() }, { visibility: "private" });
    expect(res.status).toBe(200);
    expect(seen.uploads.at(-1)!.acl).toBe("private");
    const row = await rowOf(res.json.data.id);
    expect(res.json.data.url).toBe(`/api/files/${row.storageKey}`);
    const member = await fetchFile(res.json.data.url, { authorization: `Bearer ${tokens.owner}` });
    expect(member.status).toBe(302);
    expect(member.headers.get("location")).toMatch(new RegExp(`^https://app-test\\.ufs\\.sh/f/${row.storageKey}\\?.*signature=`));
    expect((await fetchFile(res.json.data.url, { authorization: `Bearer ${tokens.other}` })).status).toBe(404);
    expect((await fetchFile(res.json.data.url)).status).toBe(404);
  });

  it("deletes from UploadThing with the stored key, and a local file written before the switch from disk", async () => {
    const ut = (await db().select().from(files).where(eq(files.provider, "uploadthing")))[0];
    expect((await call("DELETE", `/file-upload/${ut.id}`, { token: tokens.owner })).status).toBe(200);
    expect(seen.deleted).toEqual([ut.storageKey]);

    const local = (await db().select().from(files).where(eq(files.provider, "local")))[0];
    expect(fs.existsSync(onDisk(local.storageKey))).toBe(true);
    expect((await call("DELETE", `/file-upload/${local.id}`, { token: tokens.owner })).status).toBe(200);
    expect(fs.existsSync(onDisk(local.storageKey))).toBe(false);
    expect(seen.deleted).toEqual([ut.storageKey]);
  });

  it("bytes UploadThing would not delete are deleted later by a retried job", async () => {
    const res = await upload(tokens.owner, { name: "stuck.png", bytes: await png() });
    const row = await rowOf(res.json.data.id);
    refuseDeletes = true;
    expect((await call("DELETE", `/file-upload/${row.id}`, { token: tokens.owner })).status).toBe(200);
    expect(await rowOf(row.id)).toBeUndefined();
    expect(seen.deleted).not.toContain(row.storageKey);
    // Still refused: the job fails and waits for its backoff (60 to 120 s on the test's clock).
    expect(await queue.drain(filesDeleteBytesJob)).toBe(1);
    expect(seen.deleted).not.toContain(row.storageKey);
    refuseDeletes = false;
    expect(await queue.drain(filesDeleteBytesJob)).toBe(0);
    queue.clock.advance(120);
    expect(await queue.drain(filesDeleteBytesJob)).toBe(1);
    expect(seen.deleted.filter((k) => k === row.storageKey)).toHaveLength(1);
  });
});
