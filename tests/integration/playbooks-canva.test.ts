import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import yazl from "yazl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../lib/api/app";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";
import { files } from "../../db/schema";

const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-playbooks-canva-"));
process.env.DATA_DIR = DATA_DIR;
delete process.env.UPLOADTHING_TOKEN;

const { db } = setupTestDb();
const tokens = { owner: "", other: "" };
let playbookId = 0;
let png: Buffer;

beforeAll(async () => {
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  playbookId = (await call("POST", "/playbook/create", { token: tokens.owner, body: { title: "Design" } })).json.data.id;
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } }).png().toBuffer();
});
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

/** A zip made with yazl; `rename` swaps a same-length name in the bytes (yazl refuses "../"). */
async function zipOf(entries: [string, Buffer][], rename?: [string, string]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of entries) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  let out = Buffer.concat(chunks);
  if (rename) out = Buffer.from(out.toString("latin1").split(rename[0]).join(rename[1]), "latin1");
  return out;
}

async function upload(zip: Buffer, token = tokens.owner, id = playbookId) {
  const form = new FormData();
  form.append("playbook_id", String(id));
  form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>]), "design.zip");
  const res = await api.request("/api/v3/playbook/canva/upload", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${token}` } });
  return { status: res.status, json: await res.json() };
}

const storedCount = async () => (await db().select({ id: files.id }).from(files)).length;

describe("design-tool zip", () => {
  it("stores the images in natural order, builds a step each or one grouped step, and degroups", async () => {
    const res = await upload(await zipOf([["page-10.png", png], ["page-2.png", png], ["page-1.png", png], ["__MACOSX/._page-1.png", Buffer.from("x")]]));
    expect(res.status).toBe(201);
    expect(res.json.images.map((i: { name: string }) => i.name)).toEqual(["page-1.png", "page-2.png", "page-10.png"]);
    const fileIds = res.json.images.map((i: { file_id: number }) => i.file_id);

    const each = await call("POST", "/playbook/canva/build", { token: tokens.owner, body: { playbook_id: playbookId, batch: res.json.batch, file_ids: fileIds, grouped: 0 } });
    expect(each.status).toBe(201);
    expect(each.json.data.map((s: { title: string }) => s.title)).toEqual(["page 1", "page 2", "page 10"]);

    const grouped = await call("POST", "/playbook/canva/build", { token: tokens.owner, body: { playbook_id: playbookId, batch: res.json.batch, file_ids: fileIds, grouped: 1, title: "All pages" } });
    const group = grouped.json.data.find((s: { title: string }) => s.title === "All pages");
    expect(group.images).toHaveLength(3);
    expect((await call("PATCH", "/playbook/canva/sort", { token: tokens.owner, body: { id: group.id, file_ids: [...fileIds].reverse() } })).status).toBe(200);
    expect((await call("PATCH", "/playbook/canva/sort", { token: tokens.owner, body: { id: group.id, file_ids: [fileIds[0]] } })).status).toBe(422);
    const split = await call("PATCH", "/playbook/canva/degroup", { token: tokens.owner, body: { id: group.id } });
    expect(split.json.data.map((s: { title: string }) => s.title)).toEqual(["page 1", "page 2", "page 10", "page 10", "page 2", "page 1"]);

    const first = split.json.data[0].id;
    expect((await call("PATCH", "/playbook/canva/archive", { token: tokens.owner, body: { ids: [first] } })).status).toBe(200);
    const details = (await call("GET", `/playbook/${playbookId}/details`, { token: tokens.owner })).json.data;
    expect(details.steps.find((s: { id: number }) => s.id === first).archived).toBe(1);
    expect((await call("PATCH", "/playbook/canva/restore", { token: tokens.owner, body: { ids: [first] } })).status).toBe(200);
    expect((await call("PATCH", "/playbook/canva/rename", { token: tokens.owner, body: { id: first, title: "Cover" } })).status).toBe(200);
    const blank = await call("POST", "/playbook/canva/blank-step", { token: tokens.owner, body: { playbook_id: playbookId } });
    expect(blank.json.data.at(-1).title).toBe("Blank step");
    // Another location's images or steps are a 404.
    expect((await call("POST", "/playbook/canva/build", { token: tokens.other, body: { playbook_id: playbookId, batch: "x", file_ids: fileIds } })).status).toBe(404);
    expect((await call("PATCH", "/playbook/canva/archive", { token: tokens.other, body: { ids: [first] } })).status).toBe(404);
  });

  it("refuses a traversal entry, a disguised entry, a non-image, too many entries and an oversized image, storing nothing", async () => {
    const before = await storedCount();
    const cases: [Buffer, RegExp][] = [
      [await zipOf([["page-1.png", png], ["xx/evil.png", png]], ["xx/evil.png", "../evil.png"]), /unsafe path/],
      [await zipOf([["page-1.png", png], ["page-2.png", Buffer.from("<script>alert(1)</script>")]]), /page-2.png is not the image/],
      [await zipOf([["page-1.png", png], ["notes.txt", Buffer.from("hi")]]), /notes.txt is not an image/],
      [await zipOf(Array.from({ length: 201 }, (_, i) => [`p${i}.png`, png] as [string, Buffer])), /more than 200 entries/],
      [await zipOf([["huge.png", Buffer.concat([png, Buffer.alloc(16 * 1024 * 1024)])]]), /15MB/],
      [Buffer.from("not a zip at all"), /must be a zip/],
    ];
    for (const [zip, message] of cases) {
      const res = await upload(zip);
      expect(res.status, String(message)).toBe(422);
      expect(res.json.errors.file[0]).toMatch(message);
    }
    expect(await storedCount()).toBe(before);
  });

  it("refuses another location's playbook with 404 and a missing playbook id with 422", async () => {
    const zip = await zipOf([["a.png", png]]);
    expect((await upload(zip, tokens.other)).status).toBe(404);
    const form = new FormData();
    form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>]), "design.zip");
    const res = await api.request("/api/v3/playbook/canva/upload", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${tokens.owner}` } });
    expect(res.status).toBe(422);
  });
});
