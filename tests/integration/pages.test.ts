import { and, asc, eq, isNull, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, contactPages, contacts, emailMessages, files, libraryImages, pageDownloads, pages } from "../../db/schema";
import { api } from "../../lib/api/app";
import { DEFAULT_HEADLINE, DEFAULT_SUBHEADLINE, PAGE_MSG } from "../../lib/pages/constants";
import { pagesNotifyJob } from "../../lib/pages/notify-job";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
const queue = setupJobQueue();
const ids = { downtown: 0, otherLoc: 0, uptown: 0 };
const tokens = { owner: "", staff: "", other: "" };
const people = { a: 0, b: 0, foreign: 0 };

const liveContacts = (locationId: number) =>
  db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt))).orderBy(asc(contacts.id)).limit(2);

const editorBody = (over: Record<string, unknown> = {}) => ({
  headline: "Welcome",
  subheadline: "Start here",
  headline_setting: DEFAULT_HEADLINE,
  subheadline_setting: DEFAULT_SUBHEADLINE,
  body: "<p>Hello</p>",
  ...over,
});

async function create(title: string, token = tokens.owner, extra: Record<string, unknown> = {}) {
  const res = await call("POST", "/page/create", { token, body: { title, ...extra } });
  return res;
}

async function upload(token: string, pageId: number, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await api.request(`/api/v3/page/${pageId}/upload-download`, { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${token}` } });
  return { status: res.status, json: await res.json() };
}
const pdf = () => new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  const [a, b] = await liveContacts(ids.downtown);
  Object.assign(people, { a: a.id, b: b.id, foreign: (await liveContacts(ids.otherLoc))[0].id });
  await db().update(contacts).set({ email: "page-a@example.test", emailEnabled: true }).where(eq(contacts.id, a.id));
});

describe("POST /page/create and GET /page/{id}/details", () => {
  it("creates a page with the spec's default headline settings, first on the dashboard", async () => {
    const first = await create("Welcome pack");
    expect(first.status).toBe(201);
    expect(first.json.message).toBe(PAGE_MSG.created);
    expect(first.json.data).toMatchObject({ title: "Welcome pack", headline: "Welcome pack", enabled: 1, downloads: [], folder_id: null });
    expect(first.json.data.headline_setting).toMatchObject({ font_family: "Inter", font_size: 50, font_weight: 600 });
    expect(first.json.data.subheadline_setting).toMatchObject({ font_size: 25 });
    const second = await create("Nutrition basics");
    const list = await call("GET", "/page/list", { token: tokens.owner });
    expect(list.status).toBe(200);
    expect(list.json.per_page).toBe(6);
    expect(list.json.data.map((p: { id: number }) => p.id).slice(0, 2)).toEqual([second.json.data.id, first.json.data.id]);
    const details = await call("GET", `/page/${first.json.data.id}/details`, { token: tokens.owner });
    expect(details.status).toBe(200);
    expect(details.json.data.title).toBe("Welcome pack");
  });

  it("refuses a blank title and a foreign folder with 422", async () => {
    expect((await create("   ")).status).toBe(422);
    const res = await create("x", tokens.owner, { folder_id: 999999 });
    expect(res.status).toBe(422);
    expect(res.json.errors.folder_id).toBeDefined();
  });

  it("is 404 for another location's page and 403 for a user without create", async () => {
    const mine = (await create("Private")).json.data.id;
    expect((await call("GET", `/page/${mine}/details`, { token: tokens.other })).status).toBe(404);
    expect((await create("Nope", tokens.staff)).status).toBe(403);
    expect((await call("GET", "/page/list", { token: tokens.staff })).status).toBe(200);
  });
});

describe("PATCH /page/{id}/update", () => {
  it("saves headlines, settings and a sanitized body", async () => {
    const id = (await create("Editor")).json.data.id;
    const setting = { ...DEFAULT_HEADLINE, font_family: "Poppins", font_weight: 800, font_size: 64, font_color: "#ff0000", shadow: true, shadow_x: 3, shadow_y: -2, shadow_blur: 6, shadow_color: "#00ff00" };
    const res = await call("PATCH", `/page/${id}/update`, {
      token: tokens.owner,
      body: editorBody({ headline_setting: setting, body: `<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>` }),
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(PAGE_MSG.updated);
    expect(res.json.data.headline_setting).toEqual(setting);
    const [row] = await db().select({ body: pages.body }).from(pages).where(eq(pages.id, id));
    expect(row.body).not.toMatch(/script|onclick|javascript:/);
    expect(row.body).toContain("Hi");
  });

  it("answers 422 per field for a bad font, weight, size or colour", async () => {
    const id = (await create("Bad input")).json.data.id;
    const res = await call("PATCH", `/page/${id}/update`, {
      token: tokens.owner,
      body: editorBody({ headline_setting: { ...DEFAULT_HEADLINE, font_family: "Comic Sans", font_weight: 450, font_size: 5000, font_color: "red" } }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toEqual(expect.arrayContaining(["headline_setting.font_family", "headline_setting.font_weight", "headline_setting.font_size", "headline_setting.font_color"]));
  });

  it("sets the cover image from the location's image library and refuses another's", async () => {
    const id = (await create("Cover")).json.data.id;
    const image = async (locationId: number) => {
      const [f] = await db().insert(files).values({ locationId, kind: "image", size: 1, mime: "image/png", originalName: "c.png", storageKey: `pages-cover/${locationId}.png`, provider: "local", visibility: "public" }).returning({ id: files.id });
      const [img] = await db().insert(libraryImages).values({ locationId, fileId: f.id, name: "c", type: "landscape", size: "2560x600", mime: "image/png", bytes: 1, width: 2560, height: 600 }).returning({ id: libraryImages.id });
      return img.id;
    };
    const ok = await call("PATCH", `/page/${id}/update`, { token: tokens.owner, body: editorBody({ cover_image_id: await image(ids.downtown) }) });
    expect(ok.status).toBe(200);
    expect(ok.json.data.cover_image).toContain("pages-cover");
    const foreign = await call("PATCH", `/page/${id}/update`, { token: tokens.owner, body: editorBody({ cover_image_id: await image(ids.otherLoc) }) });
    expect(foreign.status).toBe(404);
    const cleared = await call("PATCH", `/page/${id}/update`, { token: tokens.owner, body: editorBody({ cover_image_id: null }) });
    expect(cleared.json.data.cover_image).toBeNull();
  });
});

describe("rename, enable-disable, list modes, search and folders", () => {
  it("renames, switches a page off and lists it under Disabled only", async () => {
    const id = (await create("Switch me")).json.data.id;
    expect((await call("PATCH", "/page/rename", { token: tokens.owner, body: { id, title: "Switched" } })).json.message).toBe(PAGE_MSG.renamed);
    const off = await call("PATCH", "/page/enable-disable", { token: tokens.owner, body: { id, status: 0 } });
    expect(off.json.message).toBe(PAGE_MSG.disabled);
    const disabled = await call("GET", "/page/list?mode=disabled&per_page=100", { token: tokens.owner });
    expect(disabled.json.data.map((p: { id: number }) => p.id)).toEqual([id]);
    const enabled = await call("GET", "/page/list?mode=enabled&per_page=100", { token: tokens.owner });
    expect(enabled.json.data.map((p: { id: number }) => p.id)).not.toContain(id);
    const found = await call("GET", "/page/list?search=switched", { token: tokens.owner });
    expect(found.json.data.map((p: { title: string }) => p.title)).toEqual(["Switched"]);
    expect((await call("GET", "/page/list?mode=sideways", { token: tokens.owner })).status).toBe(422);
    expect((await call("PATCH", "/page/rename", { token: tokens.other, body: { id, title: "x" } })).status).toBe(404);
  });

  it("keeps pages in folders of type pages (folder_id 0 = main folder)", async () => {
    const folder = await call("POST", "/folder/create", { token: tokens.owner, body: { asset_type: "pages", title: "Programs" } });
    expect(folder.status).toBeLessThan(300);
    const folderId = folder.json.data?.id ?? folder.json.id;
    const inside = await create("In a folder", tokens.owner, { folder_id: folderId });
    expect(inside.json.data.folder_id).toBe(folderId);
    const listed = await call("GET", `/page/list?folder_id=${folderId}`, { token: tokens.owner });
    expect(listed.json.data.map((p: { id: number }) => p.id)).toEqual([inside.json.data.id]);
    const main = await call("GET", "/page/list?folder_id=0&per_page=100", { token: tokens.owner });
    expect(main.json.data.map((p: { id: number }) => p.id)).not.toContain(inside.json.data.id);
  });

  it("reorders a dashboard page and sets a thumbnail through the dashboard type", async () => {
    const list = await call("GET", "/page/list?per_page=2", { token: tokens.owner });
    const [x, y] = list.json.data.map((p: { id: number }) => p.id);
    expect((await call("PATCH", "/page/update-ordering", { token: tokens.owner, body: { ids: [y, x] } })).status).toBe(200);
    const after = await call("GET", "/page/list?per_page=2", { token: tokens.owner });
    expect(after.json.data.map((p: { id: number }) => p.id)).toEqual([y, x]);
    expect((await call("PATCH", "/page/update-ordering", { token: tokens.staff, body: { ids: [y, x] } })).status).toBe(403);
  });
});

describe("downloads", () => {
  it("uploads, lists, renames, streams and deletes a download", async () => {
    const id = (await create("With downloads")).json.data.id;
    const up = await upload(tokens.owner, id, "Meal plan.pdf", pdf());
    expect(up.status).toBe(201);
    expect(up.json.data).toMatchObject({ name: "Meal plan", ext: "pdf", page_id: id });
    const dl = up.json.data.id;
    const list = await call("GET", `/page/${id}/downloads`, { token: tokens.owner });
    expect(list.json.data).toHaveLength(1);
    const renamed = await call("PATCH", `/page/download/${dl}/rename`, { token: tokens.owner, body: { name: "Week 1 plan" } });
    expect(renamed.json.data.name).toBe("Week 1 plan");
    expect((await call("PATCH", `/page/download/${dl}/rename`, { token: tokens.owner, body: { name: "../x" } })).status).toBe(422);
    const res = await api.request(`/api/v3/page/download/${dl}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("Week 1 plan.pdf");
    expect(new TextDecoder().decode(await res.arrayBuffer())).toContain("%PDF");
    expect((await api.request(`/api/v3/page/download/${dl}`, { headers: { authorization: `Bearer ${tokens.other}` } })).status).toBe(404);
    expect((await upload(tokens.other, id, "x.pdf", pdf())).status).toBe(404);
    const del = await call("DELETE", "/page/delete-download", { token: tokens.owner, body: { id: dl } });
    expect(del.json.message).toBe(PAGE_MSG.downloadDeleted);
    expect(await db().select().from(pageDownloads).where(eq(pageDownloads.pageId, id))).toHaveLength(0);
  });

  it("refuses an upload without a file", async () => {
    const id = (await create("No file")).json.data.id;
    const form = new FormData();
    form.append("other", "x");
    const res = await api.request(`/api/v3/page/${id}/upload-download`, { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${tokens.owner}` } });
    expect(res.status).toBe(422);
  });
});

describe("duplicate and delete", () => {
  it("duplicates a page with copies of its downloads, then deletes both with their files", async () => {
    const id = (await create("Original")).json.data.id;
    await call("PATCH", `/page/${id}/update`, { token: tokens.owner, body: editorBody({ headline: "Same" }) });
    await upload(tokens.owner, id, "Guide.pdf", pdf());
    const copy = await call("POST", "/page/duplicate", { token: tokens.owner, body: { id } });
    expect(copy.status).toBe(201);
    expect(copy.json.data).toMatchObject({ title: "Original (copy)", headline: "Same" });
    expect(copy.json.data.downloads).toHaveLength(1);
    const fileIds = (await db().select({ fileId: pageDownloads.fileId }).from(pageDownloads).where(eq(pageDownloads.locationId, ids.downtown))).map((r) => r.fileId);
    expect(new Set(fileIds).size).toBe(fileIds.length);
    expect((await call("DELETE", "/page/delete", { token: tokens.owner, body: { ids: [id, 999999] } })).status).toBe(404);
    expect((await call("DELETE", "/page/delete", { token: tokens.staff, body: { ids: [id] } })).status).toBe(403);
    const del = await call("DELETE", "/page/delete", { token: tokens.owner, body: { ids: [id, copy.json.data.id] } });
    expect(del.json.message).toBe(PAGE_MSG.deleted);
    expect(await db().select().from(pages).where(eq(pages.id, id))).toHaveLength(0);
    expect(await db().select().from(pageDownloads).where(eq(pageDownloads.pageId, copy.json.data.id))).toHaveLength(0);
  });
});

describe("sending pages to contacts", () => {
  it("sends, emails the portal link once, and records the activity", async () => {
    const id = (await create("Program guide")).json.data.id;
    const res = await call("POST", "/page/send-to-contact", { token: tokens.owner, body: { page_ids: [id], contact_ids: [people.a, people.b] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: PAGE_MSG.sent, contacts: 2 });
    await queue.drain(pagesNotifyJob);
    const mails = await db().select({ subject: emailMessages.subject, text: emailMessages.text }).from(emailMessages).where(eq(emailMessages.toAddress, "page-a@example.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Program guide");
    expect(mails[0].text).toContain(`/portal/pages/${id}`);
    // A second drain mails nobody again.
    await queue.drain(pagesNotifyJob);
    expect(await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "page-a@example.test"))).toHaveLength(1);
    const feed = await db().select({ title: activities.title }).from(activities).where(and(eq(activities.locationId, ids.downtown), eq(activities.module, "pages")));
    expect(feed.some((a) => a.title.includes("Program guide"))).toBe(true);

    const members = await call("GET", `/page/${id}/assigned-members`, { token: tokens.owner });
    expect(members.json.data.map((m: { id: number }) => m.id).sort()).toEqual([people.a, people.b].sort());
    // The dashboard card counts them.
    const list = await call("GET", "/page/list?page=1&per_page=50&mode=all&folder_id=0", { token: tokens.owner });
    expect(list.json.data.find((p: { id: number }) => p.id === id)).toMatchObject({ members: 2 });
    const profile = await call("GET", `/contact/pages?contact_id=${people.a}`, { token: tokens.owner });
    expect(profile.json.data[0]).toMatchObject({ id, title: "Program guide", disabled: 0 });
  });

  it("a run killed before its round commits mails those contacts on the retry, once", async () => {
    const id = (await create("Killed run guide")).json.data.id;
    await call("POST", "/page/send-to-contact", { token: tokens.owner, body: { page_ids: [id], contact_ids: [people.b] } });
    // The round's commit fails (as a worker killed before it): a deferred check on the email.
    await db().execute(sql.raw(`create function die_at_commit() returns trigger language plpgsql as $$ begin raise exception 'worker killed'; end $$`));
    await db().execute(sql.raw(`create constraint trigger die_at_commit after insert on email_messages deferrable initially deferred for each row when (new.subject like '%Killed run guide%') execute function die_at_commit()`));
    expect(await queue.drain(pagesNotifyJob, 1)).toBe(1);
    await db().execute(sql.raw("drop trigger die_at_commit on email_messages"));
    await db().execute(sql.raw("drop function die_at_commit()"));
    const mails = () => db().select({ subject: emailMessages.subject }).from(emailMessages).where(and(eq(emailMessages.contactId, people.b), like(emailMessages.subject, "%Killed run guide%")));
    expect(await mails()).toHaveLength(0);
    queue.clock.advance(120);
    await queue.drain(pagesNotifyJob);
    expect(await mails()).toHaveLength(1);
  });

  it("sends to all matching contacts of the list's filters", async () => {
    const id = (await create("Everyone")).json.data.id;
    const res = await call("POST", "/page/send-to-contact", { token: tokens.owner, body: { page_ids: [id], all: true, except: [people.a], filters: {} } });
    expect(res.status).toBe(200);
    const [{ n }] = await db().select({ n: contacts.id }).from(contacts).where(and(eq(contacts.locationId, ids.downtown), isNull(contacts.deletedAt))).limit(1);
    expect(n).toBeGreaterThan(0);
    const rows = await db().select({ contactId: contactPages.contactId }).from(contactPages).where(eq(contactPages.pageId, id));
    expect(rows.map((r) => r.contactId)).not.toContain(people.a);
    expect(rows.length).toBe(res.json.contacts);
  });

  it("is 404 and writes nothing for another location's page or contacts", async () => {
    const id = (await create("Tenancy")).json.data.id;
    expect((await call("POST", "/page/send-to-contact", { token: tokens.owner, body: { page_ids: [id], contact_ids: [people.foreign] } })).status).toBe(404);
    expect((await call("POST", "/page/send-to-contact", { token: tokens.other, body: { page_ids: [id], contact_ids: [people.foreign] } })).status).toBe(404);
    expect(await db().select().from(contactPages).where(eq(contactPages.pageId, id))).toHaveLength(0);
    expect((await call("POST", "/page/send-to-contact", { token: tokens.staff, body: { page_ids: [id], contact_ids: [people.a] } })).status).toBe(403);
    expect((await call("POST", "/page/send-to-contact", { token: tokens.owner, body: { page_ids: [id] } })).status).toBe(422);
  });

  it("hides a page from a member's portal, shows it again, restricts and removes members", async () => {
    const id = (await create("Hide me")).json.data.id;
    await call("POST", "/page/send-to-contact", { token: tokens.owner, body: { page_ids: [id], contact_ids: [people.a, people.b] } });
    const hide = await call("PATCH", "/contact/enable-disable-page", { token: tokens.owner, body: { contact_id: people.a, page_id: id, disable_content: 1 } });
    expect(hide.json.message).toBe(PAGE_MSG.portalDisabled);
    expect((await call("GET", `/contact/pages?contact_id=${people.a}`, { token: tokens.owner })).json.data[0].disabled).toBe(1);
    const show = await call("PATCH", "/page/page-disable", { token: tokens.owner, body: { page_id: id, contact_ids: [people.a], disable_content: 0 } });
    expect(show.json.message).toBe(PAGE_MSG.portalEnabled);

    const restricted = await call("POST", "/page/restrict-from-contact", { token: tokens.owner, body: { page_ids: [id], contact_ids: [people.a] } });
    expect(restricted.json).toMatchObject({ status: 1, message: PAGE_MSG.restricted, contacts: 1 });
    // Not sent to this contact any more: the switch names disable_content (doc 2 s5).
    const notSent = await call("PATCH", "/contact/enable-disable-page", { token: tokens.owner, body: { contact_id: people.a, page_id: id, disable_content: 1 } });
    expect(notSent.status).toBe(422);
    expect(notSent.json.errors.disable_content).toEqual([PAGE_MSG.notAssigned]);
    expect((await call("PATCH", "/contact/enable-disable-page", { token: tokens.owner, body: { contact_id: people.foreign, page_id: id, disable_content: 1 } })).status).toBe(404);
    expect((await call("GET", `/contact/pages?contact_id=${people.foreign}`, { token: tokens.owner })).status).toBe(404);

    const removed = await call("DELETE", "/page/delete-assigned-members", { token: tokens.owner, body: { page_id: id, contact_ids: [people.b] } });
    expect(removed.json.message).toBe(PAGE_MSG.membersRemoved);
    expect((await call("GET", `/page/${id}/assigned-members`, { token: tokens.owner })).json.data).toEqual([]);
  });
});

describe("GET /page/list-all", () => {
  it("lists the location's pages by title only", async () => {
    const res = await call("GET", "/page/list-all", { token: tokens.owner });
    expect(res.status).toBe(200);
    const other = await call("GET", "/page/list-all", { token: tokens.other });
    const mine = new Set(res.json.data.map((p: { id: number }) => p.id));
    expect(other.json.data.some((p: { id: number }) => mine.has(p.id))).toBe(false);
  });
});

describe("pages as a shareable asset", () => {
  it("copies a page with its downloads to another location of the company, without its members", async () => {
    const id = (await create("Shared guide")).json.data.id;
    await upload(tokens.owner, id, "Guide.pdf", pdf());
    await call("POST", "/page/send-to-contact", { token: tokens.owner, body: { page_ids: [id], contact_ids: [people.a] } });
    const res = await call("POST", "/organization/share-to-location", { token: tokens.owner, body: { type: "page", ids: [id], location_ids: [ids.uptown] } });
    expect(res.status).toBe(200);
    expect(res.json.copied).toBe(1);
    const [copy] = await db().select().from(pages).where(and(eq(pages.locationId, ids.uptown), eq(pages.title, "Shared guide")));
    expect(copy).toBeDefined();
    const dls = await db().select({ locationId: pageDownloads.locationId, fileId: pageDownloads.fileId }).from(pageDownloads).where(eq(pageDownloads.pageId, copy.id));
    expect(dls).toHaveLength(1);
    expect(dls[0].locationId).toBe(ids.uptown);
    const [stored] = await db().select({ locationId: files.locationId }).from(files).where(eq(files.id, dls[0].fileId));
    expect(stored.locationId).toBe(ids.uptown);
    expect(await db().select().from(contactPages).where(eq(contactPages.pageId, copy.id))).toHaveLength(0);
  });
});
