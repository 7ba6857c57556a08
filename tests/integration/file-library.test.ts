import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, libraryFiles } from "../../db/schema";
import { api } from "../../lib/api/app";
import { FILE_MSG } from "../../lib/file-library/constants";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";
import { readZip } from "../helpers/read-zip";

// Uploads go to a folder of this file's own; the embedded store is the one under test.
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-file-library-"));
process.env.DATA_DIR = DATA_DIR;
delete process.env.UPLOADTHING_TOKEN;
const UPLOADS = path.join(DATA_DIR, "uploads");

const { db } = setupTestDb();
const ids = { downtown: 0, uptown: 0, otherLoc: 0 };
const tokens = { owner: "", other: "" };

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

const pdf = (extra = 0) => {
  const head = new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n");
  const bytes = new Uint8Array(head.byteLength + extra + 6);
  bytes.set(head);
  bytes.set(new TextEncoder().encode("%%EOF\n"), head.byteLength + extra);
  return bytes;
};
const text = (s: string) => new TextEncoder().encode(s);

async function upload(token: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await api.request("/api/v3/file/upload", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${token}` } });
  return { status: res.status, json: await res.json() };
}

async function get(token: string, url: string) {
  return api.request(`/api/v3${url}`, { headers: { authorization: `Bearer ${token}` } });
}

const entryCount = async () => (await db().select({ id: libraryFiles.id }).from(libraryFiles)).length;
const storedCount = async () => (await db().select({ id: files.id }).from(files)).length;

describe("POST /file/upload", () => {
  it("stores a PDF privately through the platform and lists it under its name", async () => {
    const res = await upload(tokens.owner, "Meal plan.pdf", pdf());
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ name: "Meal plan", ext: "pdf", kind: "document", mime: "application/pdf", folder_id: null, archived: 0, permission: "private" });
    const [entry] = await db().select().from(libraryFiles).where(eq(libraryFiles.id, res.json.data.id));
    const [stored] = await db().select().from(files).where(eq(files.id, entry.fileId));
    expect(stored).toMatchObject({ locationId: ids.downtown, visibility: "private", kind: "document" });
    expect(fs.existsSync(path.join(UPLOADS, stored.storageKey))).toBe(true);
  });

  it("numbers a second file of the same name instead of refusing it", async () => {
    const a = await upload(tokens.owner, "Week 1.txt", text("day one"));
    const b = await upload(tokens.owner, "week 1.txt", text("day two"));
    expect([a.json.data.name, b.json.data.name]).toEqual(["Week 1", "week 1 (2)"]);
  });

  it("accepts documents past the platform's 25 MB up to the library's 100 MB", async () => {
    const res = await upload(tokens.owner, "Big manual.pdf", pdf(30 * 1024 * 1024));
    expect(res.status).toBe(201);
    expect(res.json.data.size).toBeGreaterThan(30 * 1024 * 1024);
  });

  it("refuses a body over 100 MB, declared or streamed, and stores nothing", async () => {
    const before = [await entryCount(), await storedCount()];
    const endless = () => {
      const chunk = new Uint8Array(1024 * 1024);
      return new ReadableStream<Uint8Array>({ pull: (ctl) => ctl.enqueue(chunk) });
    };
    const post = (headers: Record<string, string>) =>
      api.request("/api/v3/file/upload", {
        method: "POST",
        body: endless(),
        headers: { authorization: `Bearer ${tokens.owner}`, "content-type": "multipart/form-data; boundary=x", ...headers },
        duplex: "half",
      } as RequestInit);
    for (const res of [await post({ "content-length": String(200 * 1024 * 1024) }), await post({})]) {
      expect(res.status).toBe(422);
      expect((await res.json()).errors.file).toEqual(["The file may not be greater than 100MB."]);
    }
    expect([await entryCount(), await storedCount()]).toEqual(before);
  });

  it("refuses disguised uploads by their bytes (422) and stores nothing", async () => {
    const before = [await entryCount(), await storedCount()];
    const html = text("<!doctype html><script>alert(1)</script>");
    for (const [name, bytes] of [["invoice.pdf", html], ["photo.png", html], ["notes.txt", html], ["plan.pdf", await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } }).png().toBuffer()]] as const) {
      const res = await upload(tokens.owner, name, new Uint8Array(bytes));
      expect(res.status, name).toBe(422);
      expect(res.json.errors.file[0], name).toMatch(/content does not match/);
    }
    const exe = await upload(tokens.owner, "setup.exe", text("MZ"));
    expect(exe.status).toBe(422);
    expect([await entryCount(), await storedCount()]).toEqual(before);
  });

  it("keeps only the last segment of a path-like upload name", async () => {
    const res = await upload(tokens.owner, "../../etc/passwd.txt", text("root"));
    expect(res.status).toBe(201);
    expect(res.json.data.name).toBe("passwd");
    expect(fs.readdirSync(DATA_DIR)).not.toContain("etc");
  });

  it("puts the file into a folder of this location only", async () => {
    const folder = await call("POST", "/folder/create", { token: tokens.owner, body: { asset_type: "files", title: "Uploads" } });
    const into = await upload(tokens.owner, "In folder.txt", text("x"), { folder_id: String(folder.json.data.id) });
    expect(into.json.data.folder_id).toBe(folder.json.data.id);
    const foreign = await upload(tokens.other, "Sneaky.txt", text("x"), { folder_id: String(folder.json.data.id) });
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors.folder_id).toBeDefined();
  });

  it("needs a file", async () => {
    const form = new FormData();
    form.append("folder_id", "0");
    const res = await api.request("/api/v3/file/upload", { method: "POST", body: form, headers: { authorization: `Bearer ${tokens.owner}` } });
    expect(res.status).toBe(422);
  });
});

describe("GET /file/lists and /file/list-all", () => {
  it("pages, searches, sorts and filters by folder and archive state, within the tenant", async () => {
    await upload(tokens.other, "Other studio plan.txt", text("theirs"));
    const all = await call("GET", "/file/lists?per_page=100", { token: tokens.owner });
    expect(all.status).toBe(200);
    expect(all.json.data.some((f: { name: string }) => f.name === "Other studio plan")).toBe(false);
    const total = all.json.total;

    const page = await call("GET", "/file/lists?per_page=2&page=2&order_by=name&order=asc", { token: tokens.owner });
    expect(page.json).toMatchObject({ current_page: 2, per_page: 2, total, last_page: Math.ceil(total / 2) });
    const names = (await call("GET", "/file/lists?per_page=100&order_by=name&order=asc", { token: tokens.owner })).json.data.map((f: { name: string }) => f.name);
    expect(page.json.data.map((f: { name: string }) => f.name)).toEqual(names.slice(2, 4));

    const search = await call("GET", "/file/lists?search=week", { token: tokens.owner });
    expect(search.json.data.map((f: { name: string }) => f.name).sort()).toEqual(["Week 1", "week 1 (2)"]);
    // LIKE wildcards are text, not patterns.
    expect((await call("GET", "/file/lists?search=%25", { token: tokens.owner })).json.total).toBe(0);

    const main = await call("GET", "/file/lists?per_page=100&folder_id=0", { token: tokens.owner });
    expect(main.json.data.every((f: { folder_id: number | null }) => f.folder_id === null)).toBe(true);
    expect(main.json.total).toBe(total - 1);

    const listAll = await call("GET", "/file/list-all", { token: tokens.owner });
    expect(listAll.json.data).toHaveLength(total);
    expect(Object.keys(listAll.json.data[0]).sort()).toEqual(["ext", "id", "name"]);
  });

  it("answers 422 for a bad sort, order, page or folder", async () => {
    for (const q of ["order_by=password", "order=up", "page=0", "per_page=1000", "folder_id=-1", "archived=2"]) {
      expect((await call("GET", `/file/lists?${q}`, { token: tokens.owner })).status, q).toBe(422);
    }
  });
});

describe("rename and validate-name", () => {
  it("renames keeping the extension; a taken name, a path or an empty name is a 422", async () => {
    const a = (await upload(tokens.owner, "Rename me.txt", text("a"))).json.data;
    const b = (await upload(tokens.owner, "Taken.txt", text("b"))).json.data;
    const ok = await call("PATCH", `/file/${a.id}/rename`, { token: tokens.owner, body: { name: "Renamed.txt" } });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ name: "Renamed", ext: "txt" });

    const taken = await call("PATCH", `/file/${a.id}/rename`, { token: tokens.owner, body: { name: "taken" } });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.name).toEqual([FILE_MSG.nameTaken]);
    for (const name of ["../../etc/passwd", "a/b", "..\\x", "..", "   ", "x".repeat(201), "bad\u0007name"]) {
      const res = await call("PATCH", `/file/${a.id}/rename`, { token: tokens.owner, body: { name } });
      expect(res.status, JSON.stringify(name)).toBe(422);
    }
    expect((await call("PUT", "/file/validate-name", { token: tokens.owner, body: { name: "Taken", id: a.id } })).status).toBe(422);
    expect((await call("PUT", "/file/validate-name", { token: tokens.owner, body: { name: "Taken", id: b.id } })).json).toEqual({ status: 1 });
    expect((await call("PUT", "/file/validate-name", { token: tokens.owner, body: { name: "a/b" } })).status).toBe(422);
    // Another tenant's id: 404, the name unchanged.
    expect((await call("PATCH", `/file/${a.id}/rename`, { token: tokens.other, body: { name: "Mine now" } })).status).toBe(404);
    expect((await call("PUT", "/file/validate-name", { token: tokens.other, body: { name: "x", id: a.id } })).status).toBe(404);
  });
});

describe("archive-unarchive and delete", () => {
  it("archives and restores; another tenant's id is a 404 and changes nothing", async () => {
    const a = (await upload(tokens.owner, "Archive me.txt", text("a"))).json.data;
    const theirs = (await upload(tokens.other, "Theirs.txt", text("b"))).json.data;
    expect((await call("PATCH", "/file/archive-unarchive", { token: tokens.owner, body: { ids: [a.id], archived: 1 } })).status).toBe(200);
    const archived = await call("GET", "/file/lists?archived=1&per_page=100", { token: tokens.owner });
    expect(archived.json.data.map((f: { id: number }) => f.id)).toContain(a.id);
    expect((await call("GET", "/file/lists?per_page=100", { token: tokens.owner })).json.data.map((f: { id: number }) => f.id)).not.toContain(a.id);

    const mixed = await call("PATCH", "/file/archive-unarchive", { token: tokens.owner, body: { ids: [a.id, theirs.id], archived: 0 } });
    expect(mixed.status).toBe(404);
    expect((await db().select({ archived: libraryFiles.archived }).from(libraryFiles).where(eq(libraryFiles.id, a.id)))[0].archived).toBe(true);
    expect((await call("PATCH", "/file/archive-unarchive", { token: tokens.owner, body: { ids: [a.id], archived: 0 } })).status).toBe(200);
  });

  it("deletes only with DELETE typed, and removes the stored bytes", async () => {
    const a = (await upload(tokens.owner, "Delete me.txt", text("a"))).json.data;
    const [entry] = await db().select().from(libraryFiles).where(eq(libraryFiles.id, a.id));
    const [stored] = await db().select().from(files).where(eq(files.id, entry.fileId));

    const lower = await call("DELETE", "/file/delete", { token: tokens.owner, body: { ids: [a.id], confirm: "delete" } });
    expect(lower.status).toBe(422);
    expect(lower.json.errors.confirm).toEqual(["Please enter all capital letters"]);
    const wrong = await call("DELETE", "/file/delete", { token: tokens.owner, body: { ids: [a.id], confirm: "remove" } });
    expect(wrong.json.errors.confirm).toEqual(["Please type DELETE to delete file(s)"]);
    expect((await call("DELETE", "/file/delete", { token: tokens.owner, body: { ids: [a.id] } })).status).toBe(422);

    const theirs = await call("DELETE", "/file/delete", { token: tokens.other, body: { ids: [a.id], confirm: "DELETE" } });
    expect(theirs.status).toBe(404);
    expect(fs.existsSync(path.join(UPLOADS, stored.storageKey))).toBe(true);

    const ok = await call("DELETE", "/file/delete", { token: tokens.owner, body: { ids: [a.id], confirm: "DELETE" } });
    expect(ok.status).toBe(200);
    expect(await db().select().from(libraryFiles).where(eq(libraryFiles.id, a.id))).toEqual([]);
    expect(await db().select().from(files).where(eq(files.id, entry.fileId))).toEqual([]);
    expect(fs.existsSync(path.join(UPLOADS, stored.storageKey))).toBe(false);
  });
});

describe("downloads", () => {
  it("streams one file as an attachment under its library name", async () => {
    const a = (await upload(tokens.owner, "Download me.txt", text("hello coach"))).json.data;
    await call("PATCH", `/file/${a.id}/rename`, { token: tokens.owner, body: { name: "Renamed download" } });
    const res = await get(tokens.owner, `/file/${a.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="Renamed download.txt"');
    expect(res.headers.get("content-type")).toBe("text/plain");
    expect(await res.text()).toBe("hello coach");
    expect((await get(tokens.other, `/file/${a.id}/download`)).status).toBe(404);
  });

  it("streams several files as files.zip with unique entry names", async () => {
    const a = (await upload(tokens.owner, "Zip one.txt", text("one"))).json.data;
    const b = (await upload(tokens.owner, "Zip two.pdf", pdf())).json.data;
    const res = await get(tokens.owner, `/file/download?ids=${a.id},${b.id},${a.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('filename="files.zip"');
    const zip = readZip(Buffer.from(await res.arrayBuffer()));
    expect([...zip.keys()].sort()).toEqual(["Zip one.txt", "Zip two.pdf"]);
    expect(zip.get("Zip one.txt")!.toString()).toBe("one");
    expect(new Uint8Array(zip.get("Zip two.pdf")!)).toEqual(pdf());
  });

  it("answers 404 when any id is another tenant's, 422 for a bad list", async () => {
    const a = (await upload(tokens.owner, "Mine.txt", text("m"))).json.data;
    const theirs = (await upload(tokens.other, "Their zip.txt", text("t"))).json.data;
    expect((await get(tokens.owner, `/file/download?ids=${a.id},${theirs.id}`)).status).toBe(404);
    for (const q of ["ids=", "ids=abc", "ids=1,-2", "ids=99999999999", `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`, ""]) {
      expect((await get(tokens.owner, `/file/download?${q}`)).status, q).toBe(422);
    }
  });
});
