import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { contentImportItems, contentImportRuns, contentImports, formQuestions, forms, pages, playbooks, playbookSteps, playbookTabs } from "../../db/schema";
import { api } from "../../lib/api/app";
import { CONTENT_IMPORT_MSG as MSG } from "../../lib/content-import/constants";
import { contentImportJob, runContentImport } from "../../lib/content-import/job";
import * as realtime from "../../lib/platform/realtime";
import { setupTestDb } from "../helpers/db";
import { setupJobQueue } from "../helpers/jobs";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";
import type { DemoIds } from "../tenancy/fixture";

// (A spy, not vi.mock: test files share a process and its modules; vitest restores spies after each file.)
const published: { channel: string; event: string; data: Record<string, unknown> }[] = [];
beforeAll(() => {
  vi.spyOn(realtime, "publish").mockImplementation(async (channel: string, event: string, data: unknown) => {
    published.push({ channel, event, data: data as Record<string, unknown> });
  });
});

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let staff: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
});

const HEADER = "content_type,title,section,subsection,content,question_type,options,media_url\n";

async function send(path: string, token: string, name: string, bytes: Uint8Array | string, fields: Record<string, string> = {}) {
  const form = new FormData();
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  form.append("file", new Blob([data as Uint8Array<ArrayBuffer>]), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await api.request(`/api/v3${path}`, { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${token}` } });
  return { status: res.status, json: await res.json() };
}
const verify = (token: string, name: string, bytes: Uint8Array | string) => send("/content-upload/verify-csv", token, name, bytes);
const importInto = (token: string, name: string, bytes: Uint8Array | string, userIds: number[] | string) =>
  send("/content-upload/import-contents", token, name, bytes, { user_ids: Array.isArray(userIds) ? userIds.join(",") : userIds });

const playbookCsv = (tag: string) =>
  HEADER +
  `1,${tag} Basics,Welcome,Intro,"Hello <b>there</b><script>alert(1)</script>",,,\n` +
  `1,${tag} Basics,Welcome,Rules,Be kind,,,https://example.com/rules.pdf\n` +
  `1,${tag} Basics,Week 1,,Train three times,,,\n` +
  `1,${tag} Advanced,Start,Plan,Lift,,,\n`;
const pageCsv = (tag: string) => HEADER + `2,${tag} About,Who we are,,We coach.,,,\n2,${tag} About,,,More text,,,\n2,${tag} Prices,,,From $10,,,\n`;

const playbooksIn = (locationId: number, prefix: string) =>
  db().select().from(playbooks).where(and(eq(playbooks.locationId, locationId), sql`${playbooks.title} like ${prefix + "%"}`)).orderBy(playbooks.id);

describe("POST /content-upload/verify-csv", () => {
  it("answers status 1 with the item count and type for each format", async () => {
    const csv = await verify(owner, "book.csv", playbookCsv("V"));
    expect(csv.status).toBe(200);
    expect(csv.json).toEqual({ status: 1, message: MSG.loaded, response: 2, type: { type: "Playbook", icon: "book-open" }, limit_reached_message: null });

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Content");
    ws.addRow(["Content Type", "Title", "Content"]);
    ws.addRow([2, "X page", "Body"]);
    ws.addRow([2, "Y page", "Body"]);
    const xlsx = await verify(owner, "pages.xlsx", new Uint8Array(await wb.xlsx.writeBuffer()));
    expect(xlsx.json).toMatchObject({ status: 1, response: 2, type: { type: "Page" } });
  });

  it("answers status 0 (the wizard's Oops!) for mixed, unknown and tracking types and a bad format", async () => {
    const cases: [string, string][] = [
      [HEADER + "1,A,S,,x,,,\n2,B,,,y,,,\n", MSG.mixed],
      [HEADER + "9,A,S,,x,,,\n", MSG.unknownType(2, "9")],
      [HEADER + "abc,A,S,,x,,,\n", MSG.unknownType(2, "abc")],
      [HEADER + "4,A,,,x,,,\n", MSG.tracking(2)],
      [HEADER + "5,A,,,x,,,\n", MSG.tracking(2)],
      [HEADER, MSG.noRows],
      ["name,email\nAda,a@x.test\n", MSG.noHeader],
      [HEADER + "1,A,,,no section,,,\n", "Row 2: a playbook row needs a section (its step)."],
      [HEADER + "2,,,,no title,,,\n", "Row 2: the title is required."],
      [HEADER + "3,Form,,,q,essay,,\n", 'Row 2: "essay" is not a question type.'],
      [HEADER + "3,Form,,,Pick one,single_choice,,\n", "Row 2: Add at least one option."],
    ];
    for (const [body, message] of cases) {
      const res = await verify(owner, "c.csv", body);
      expect(res.status, body).toBe(200);
      expect(res.json, body).toMatchObject({ status: 0, message, response: 0, type: null });
    }
  });

  it("refuses a file that is not a spreadsheet, or none, with 422", async () => {
    expect((await verify(owner, "evil.exe", "MZ...")).status).toBe(422);
    const none = await api.request("/api/v3/content-upload/verify-csv", { method: "POST", body: new FormData(), headers: { accept: "application/json", authorization: `Bearer ${owner}` } });
    expect(none.status).toBe(422);
    const garbage = await verify(owner, "c.xlsx", "not a zip at all");
    expect(garbage.json).toMatchObject({ status: 0, message: MSG.unreadable });
  });

  it("needs create on the content's area", async () => {
    expect((await verify(staff, "b.csv", playbookCsv("S"))).status).toBe(403);
  });
});

describe("GET /content-upload/locations", () => {
  it("lists the company's accounts the caller belongs to, primary first", async () => {
    const res = await call("GET", "/content-upload/locations", { token: owner });
    expect(res.status).toBe(200);
    const locs = res.json.locations as { id: number; businessname: string; is_primary: number }[];
    expect(locs.map((l) => l.id)).toEqual(expect.arrayContaining([ids.downtown, ids.uptown]));
    expect(locs.map((l) => l.id)).not.toContain(ids.otherLoc);
    expect(locs[0].is_primary).toBe(1);
    const mine = await call("GET", "/content-upload/locations", { token: staff });
    expect(mine.json.locations.map((l: { id: number }) => l.id)).toEqual([ids.downtown]);
  });
});

describe("POST /content-upload/import-contents", () => {
  it("imports playbooks into two accounts, a job per account, with sanitized steps and tabs", async () => {
    published.length = 0;
    const res = await importInto(owner, "book.csv", playbookCsv("Two"), [ids.downtown, ids.uptown]);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ total: 4, items: 2, accounts: 2, type: { type: "Playbook" } });
    expect(await queue.drain(contentImportJob)).toBe(2);
    // Progress on the importing user's channel, counted over both accounts.
    expect(published.map((p) => [p.data.index, p.data.progress])).toEqual([[1, 25], [2, 50], [3, 75], [4, 100]]);
    expect(published[0]).toEqual({ channel: `private-content-upload-channel-${ids.owner}`, event: "content-upload-event", data: { employer: ids.owner, index: 1, type: "Playbook", progress: 25, icon: "book-open" } });
    for (const loc of [ids.downtown, ids.uptown]) {
      const made = await playbooksIn(loc, "Two ");
      expect(made.map((p) => p.title)).toEqual(["Two Basics", "Two Advanced"]);
      const steps = await db().select().from(playbookSteps).where(eq(playbookSteps.playbookId, made[0].id)).orderBy(playbookSteps.ordering);
      expect(steps.map((s) => s.title).sort()).toEqual(["Week 1", "Welcome"]);
      const welcome = steps.find((s) => s.title === "Welcome")!;
      const tabs = await db().select().from(playbookTabs).where(eq(playbookTabs.stepId, welcome.id));
      expect(tabs.map((t) => t.title).sort()).toEqual(["Intro", "Rules"]);
      const intro = tabs.find((t) => t.title === "Intro")!;
      expect(intro.content).toContain("<b>there</b>");
      expect(intro.content).not.toContain("script");
      expect(tabs.find((t) => t.title === "Rules")!.content).toContain('href="https://example.com/rules.pdf"');
      expect(intro.locationId).toBe(loc);
    }
    const runs = await db().select().from(contentImportRuns).where(eq(contentImportRuns.importId, res.json.data.id));
    expect(runs.map((r) => r.state)).toEqual(["completed", "completed"]);
  });

  it("imports into every account of a repeated user_ids field (user_ids=1, user_ids=2 or user_ids[])", async () => {
    for (const [tag, field] of [["Rep", "user_ids"], ["Arr", "user_ids[]"]] as const) {
      const form = new FormData();
      form.append("file", new Blob([pageCsv(tag)]), "pages.csv");
      form.append(field, String(ids.downtown));
      form.append(field, String(ids.uptown));
      const res = await api.request("/api/v3/content-upload/import-contents", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${owner}` } });
      expect(res.status, field).toBe(200);
      const json = await res.json();
      expect(json.data, field).toMatchObject({ accounts: 2, items: 2, total: 4 });
      await queue.drain(contentImportJob);
      for (const loc of [ids.downtown, ids.uptown]) {
        const made = await db().select().from(pages).where(and(eq(pages.locationId, loc), sql`${pages.title} like ${tag + " %"}`));
        expect(made.map((p) => p.title).sort(), `${field} ${loc}`).toEqual([`${tag} About`, `${tag} Prices`]);
      }
    }
    // A repeated field with a foreign account in it is refused whole.
    const form = new FormData();
    form.append("file", new Blob([pageCsv("Mixed")]), "pages.csv");
    form.append("user_ids", String(ids.downtown));
    form.append("user_ids", String(ids.otherLoc));
    const res = await api.request("/api/v3/content-upload/import-contents", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${owner}` } });
    expect(res.status).toBe(404);
  });

  it("imports pages with their content as body", async () => {
    const res = await importInto(owner, "pages.csv", pageCsv("Pg"), String(ids.downtown));
    expect(res.status).toBe(200);
    await queue.drain(contentImportJob);
    const made = await db().select().from(pages).where(and(eq(pages.locationId, ids.downtown), sql`${pages.title} like 'Pg %'`)).orderBy(pages.id);
    expect(made.map((p) => p.title)).toEqual(["Pg About", "Pg Prices"]);
    expect(made[0].body).toContain("<h2>Who we are</h2>");
    expect(made[0].body).toContain("More text");
  });

  it("imports forms with a question per row", async () => {
    const csv = HEADER + '3,Fm Check-in,,,How did it go?,long_text,,\n3,Fm Check-in,,"1 hard, 5 easy",How hard?,rating,,\n3,Fm Check-in,,,Which?,multiple_choice,Strength| Cardio |Mobility,\n3,Fm Intake,,,Your goal?,,,\n';
    const v = await verify(owner, "forms.csv", csv);
    expect(v.json).toMatchObject({ status: 1, response: 2, type: { type: "Form", icon: "clipboard-list" } });
    expect((await importInto(owner, "forms.csv", csv, [ids.downtown])).status).toBe(200);
    await queue.drain(contentImportJob);
    const made = await db().select().from(forms).where(and(eq(forms.locationId, ids.downtown), sql`${forms.title} like 'Fm %'`)).orderBy(forms.id);
    expect(made.map((f) => f.title)).toEqual(["Fm Check-in", "Fm Intake"]);
    const qs = await db().select().from(formQuestions).where(eq(formQuestions.formId, made[0].id)).orderBy(formQuestions.ordering);
    expect(qs.map((q) => [q.type, q.title, q.description, q.options])).toEqual([
      ["long_text", "How did it go?", "", []],
      ["rating", "How hard?", "1 hard, 5 easy", []],
      ["multiple_choice", "Which?", "", ["Strength", "Cardio", "Mobility"]],
    ]);
  });

  it("refuses bad input with 422 and stores nothing", async () => {
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(contentImports))[0].n;
    const cases = [
      await importInto(owner, "b.csv", HEADER + "1,A,S,,x,,,\n2,B,,,y,,,\n", [ids.downtown]),
      await importInto(owner, "b.csv", HEADER + "4,A,,,x,,,\n", [ids.downtown]),
      await importInto(owner, "b.txt", playbookCsv("Bad"), [ids.downtown]),
      await importInto(owner, "b.csv", playbookCsv("Bad"), ""),
      await importInto(owner, "b.csv", playbookCsv("Bad"), "1,x"),
      await importInto(owner, "b.csv", playbookCsv("Bad"), "99999999999"),
    ];
    for (const r of cases) {
      expect(r.status).toBe(422);
      expect(r.json.errors).toBeTruthy();
    }
    expect(cases[0].json.errors.file).toEqual([MSG.mixed]);
    expect(cases[3].json.errors.user_ids).toEqual([MSG.accountsRequired]);
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(contentImports))[0].n).toBe(before);
  });

  it("an account of another company, or one the caller is not a member of, is a 404; no create permission a 403", async () => {
    expect((await importInto(owner, "b.csv", playbookCsv("Foreign"), [ids.downtown, ids.otherLoc])).status).toBe(404);
    expect((await importInto(staff, "b.csv", playbookCsv("Foreign"), [ids.uptown])).status).toBe(404);
    expect((await importInto(staff, "b.csv", playbookCsv("Foreign"), [ids.downtown])).status).toBe(403);
    expect(await playbooksIn(ids.otherLoc, "Foreign")).toHaveLength(0);
    expect(await playbooksIn(ids.downtown, "Foreign")).toHaveLength(0);
  });
});

describe("the import job is idempotent", () => {
  it("a run repeated makes each item once per account", async () => {
    const res = await importInto(owner, "b.csv", playbookCsv("Twice"), [ids.downtown]);
    const [run] = await db().select().from(contentImportRuns).where(eq(contentImportRuns.importId, res.json.data.id));
    await Promise.all([runContentImport(db(), run.id), runContentImport(db(), run.id)]);
    await db().update(contentImportRuns).set({ state: "running" }).where(eq(contentImportRuns.id, run.id));
    await runContentImport(db(), run.id);
    expect(await queue.drain(contentImportJob)).toBe(1);
    expect((await playbooksIn(ids.downtown, "Twice ")).map((p) => p.title)).toEqual(["Twice Basics", "Twice Advanced"]);
  });

  it("a run killed half way through, then re-run, finishes with each item once", async () => {
    const res = await importInto(owner, "b.csv", playbookCsv("Half"), [ids.downtown]);
    const [run] = await db().select().from(contentImportRuns).where(eq(contentImportRuns.importId, res.json.data.id));
    // The state a killed worker leaves: the run claimed, the first item committed, the second never made.
    await runContentImport(db(), run.id);
    const second = (await playbooksIn(ids.downtown, "Half Advanced"))[0];
    await db().delete(playbooks).where(eq(playbooks.id, second.id));
    await db().delete(contentImportItems).where(and(eq(contentImportItems.importId, res.json.data.id), eq(contentImportItems.item, 1)));
    await db().update(contentImportRuns).set({ state: "running", finishedAt: null }).where(eq(contentImportRuns.id, run.id));
    expect(await queue.drain(contentImportJob)).toBe(1);
    expect((await playbooksIn(ids.downtown, "Half ")).map((p) => p.title)).toEqual(["Half Basics", "Half Advanced"]);
    const items = await db().select().from(contentImportItems).where(eq(contentImportItems.importId, res.json.data.id));
    expect(items).toHaveLength(2);
  });
});

describe("a run that cannot finish", () => {
  it("is marked failed, and its batch reads failed in the history", async () => {
    const res = await importInto(owner, "lost.csv", playbookCsv("Lost"), [ids.downtown]);
    // The stored file gone (deleted meanwhile): nothing to read.
    await db().update(contentImports).set({ fileId: null }).where(eq(contentImports.id, res.json.data.id));
    expect(await queue.drain(contentImportJob)).toBe(1);
    const [run] = await db().select().from(contentImportRuns).where(eq(contentImportRuns.importId, res.json.data.id));
    expect(run.state).toBe("failed");
    const h = await call("GET", "/content-upload/histories", { token: owner });
    expect(h.json.latest).toMatchObject({ id: res.json.data.id, state: "failed", done: 0 });
  });
});

describe("GET /content-upload/histories", () => {
  it("lists the accessed account's batches, latest first, with what each made per account", async () => {
    const res = await call("GET", "/content-upload/histories", { token: owner });
    expect(res.status).toBe(200);
    const { latest, batches } = res.json;
    expect(latest).toEqual(batches[0]);
    const two = batches.find((b: { histories: { names: string[] }[] }) => b.histories.some((h) => h.names.includes("Two Basics")));
    expect(two).toMatchObject({ type: "Playbook", total: 4, done: 4, state: "completed", file_name: "book.csv" });
    expect(two.histories.map((h: { location_id: number }) => h.location_id)).toEqual([ids.downtown, ids.uptown]);
    expect(two.histories[1]).toMatchObject({ businessname: "Uptown", type: "Playbook", link: "/playbooks", names: ["Two Basics", "Two Advanced"] });
  });

  it("is empty for an account with no imports", async () => {
    const other = (await loginAs("other@demo.test")).access_token;
    expect((await call("GET", "/content-upload/histories", { token: other })).json).toEqual({ latest: null, batches: [] });
  });
});
