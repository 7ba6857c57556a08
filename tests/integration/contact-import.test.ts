import { and, eq, inArray, like, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import * as XLSX from "@e965/xlsx";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, contactImportEmails, contactImportErrors, contactImports, contacts, emailMessages, files, memberships, subscriptions, type PermissionMap } from "../../db/schema";
import { api } from "../../lib/api/app";
import { contactImportJob, runImport } from "../../lib/contact-import/job";
import { IMPORT_BATCH_ROWS, MSG } from "../../lib/contact-import/constants";
import { setupTestDb } from "../helpers/db";
import { setupJobQueue } from "../helpers/jobs";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let other: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
});

async function upload(token: string, name: string, bytes: Uint8Array | string) {
  const form = new FormData();
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  form.append("file", new Blob([data as Uint8Array<ArrayBuffer>]), name);
  const res = await api.request("/api/v3/contact/map-csv-field", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${token}` } });
  return { status: res.status, json: await res.json() };
}

const start = (token: string, body: unknown) => call("POST", "/contact/import", { token, body });
const importRow = async (id: number) => (await db().select().from(contactImports).where(eq(contactImports.id, id)))[0];
const counts = async () => ({
  files: (await db().select({ n: sql<number>`count(*)::int` }).from(files))[0].n,
  imports: (await db().select({ n: sql<number>`count(*)::int` }).from(contactImports))[0].n,
});
/** A file of n rows whose emails carry a tag unique to the test, so it counts its own contacts. */
const csvOf = (tag: string, n: number, from = 0) =>
  "First Name,Last Name,E-mail,Phone\n" + Array.from({ length: n }, (_, i) => `P${i + from},${tag},${tag}-${i + from}@import.test,`).join("\n") + "\n";
const ownContacts = (tag: string) =>
  db().select().from(contacts).where(and(eq(contacts.locationId, ids.downtown), like(contacts.email, `${tag}-%`)));

describe("POST /contact/map-csv-field", () => {
  it("stores a CSV privately, reads its header and suggests a mapping", async () => {
    const res = await upload(owner, "leads.csv", "\ufeffFirst Name,Surname,Email Address,Mobile,Notes\nAda,Lovelace,ada@x.test,,hi\nBob,,bob@x.test,,\n");
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      file_name: "leads.csv", state: "mapping", total_count: 2, count: 0,
      headers: ["First Name", "Surname", "Email Address", "Mobile", "Notes"],
      mapping: { first_name: 0, last_name: 1, email: 2, number: 3 },
    });
    expect(res.json.data.fields.map((f: { key: string }) => f.key)).toContain("birthday");
    const imp = await importRow(res.json.data.id);
    expect(imp.locationId).toBe(ids.downtown);
    const [file] = await db().select().from(files).where(eq(files.id, imp.fileId!));
    expect(file).toMatchObject({ visibility: "private", locationId: ids.downtown, originalName: "leads.csv" });
  });

  it("reads .xlsx and .xls headers", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Contacts");
    ws.addRow(["Email", "First name", "Birthday"]);
    ws.addRow(["x1@xlsx.test", "Xena", new Date(Date.UTC(1990, 3, 2))]);
    const xlsx = new Uint8Array(await wb.xlsx.writeBuffer());
    const a = await upload(owner, "book.xlsx", xlsx);
    expect(a.status).toBe(201);
    expect(a.json.data).toMatchObject({ headers: ["Email", "First name", "Birthday"], total_count: 1, mapping: { email: 0, first_name: 1, birthday: 2 } });

    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Name", "Phone"], ["Old", "+1 415 555 2671"], ["Older", ""]]), "S");
    const xls = new Uint8Array(XLSX.write(book, { type: "buffer", bookType: "biff8" }) as Buffer);
    const b = await upload(owner, "old.xls", xls);
    expect(b.status).toBe(201);
    expect(b.json.data).toMatchObject({ headers: ["Name", "Phone"], total_count: 2, mapping: { first_name: 0, number: 1 } });
  });

  it("refuses another type, a file without a header and an empty one with 422, writing nothing", async () => {
    const before = await counts();
    const cases: [string, string | Uint8Array, string][] = [
      ["notes.txt", "First name\nAda\n", MSG.fileType],
      ["photo.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47]), MSG.fileType],
      ["noheader.csv", "ada@x.test,Ada\nbob@x.test,Bob\n", MSG.noHeader],
      ["blank.csv", "\n\n", MSG.noHeader],
      ["headeronly.csv", "First name,Email\n", MSG.noRows],
      ["fake.xlsx", "First name,Email\nAda,a@x.test\n", MSG.unreadable],
    ];
    for (const [name, body, message] of cases) {
      const res = await upload(owner, name, body);
      expect(res.status, name).toBe(422);
      expect(res.json.errors.file, name).toEqual([message]);
    }
    expect(await counts()).toEqual(before);
  });

  it("answers 422 without a file, 401 without a session", async () => {
    const res = await api.request("/api/v3/contact/map-csv-field", { method: "POST", body: new FormData(), headers: { accept: "application/json", authorization: `Bearer ${owner}` } });
    expect(res.status).toBe(422);
    expect((await api.request("/api/v3/contact/map-csv-field", { method: "POST" })).status).toBe(401);
  });
});

describe("POST /contact/import and the job", () => {
  it("imports valid rows, updates a contact of the same email, logs malformed and duplicate rows, emails the user", async () => {
    const [existing] = await db()
      .insert(contacts)
      .values({ locationId: ids.downtown, firstName: "Old", lastName: "Name", email: "dup-keep@import.test", number: "+1 415 555 0101", status: "Leads", tab: "leads" })
      .returning();
    const csv = [
      "First Name,Last Name,Email,Phone,Gender",
      "Ann,One,dup-1@import.test,,female", // 2: added, gender matched whatever its case
      ",NoName,dup-2@import.test,,", // 3: no first name
      "Bad,Email,not-an-email,,", // 4: invalid email
      "Bad,Phone,dup-3@import.test,12,", // 5: invalid phone
      "Ann,Again,DUP-1@import.test,,", // 6: duplicate of row 2 (emails are compared in lower case)
      "New,Name,dup-keep@import.test,,Male", // 7: updates the existing contact; its number is kept
      "Solo,,,,", // 8: no email, added
      '"Quoted, Name",Q,dup-4@import.test,"+44 20 7946 0958",', // 9: quoted comma
      "Short", // 10: fewer cells than the header: the rest are empty
    ].join("\n");
    const up = await upload(owner, "mixed.csv", csv);
    expect(up.status).toBe(201);
    const res = await start(owner, { import_id: up.json.data.id, mapping: up.json.data.mapping });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, message: MSG.queued, data: { state: "queued", total_count: 9 } });
    expect(await queue.drain(contactImportJob)).toBe(1);

    const imp = await importRow(up.json.data.id);
    expect(imp).toMatchObject({ state: "completed", processedRows: 9, createdCount: 4, updatedCount: 1, errorCount: 4 });
    const errs = await call("GET", `/contact/import-log/${imp.id}/errors`, { token: owner });
    expect(errs.status).toBe(200);
    expect(errs.json.import).toMatchObject({ id: imp.id, state: "completed", count: 9, total_count: 9 });
    expect(errs.json.data.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([[3, "first_name"], [4, "email"], [5, "number"], [6, "email"]]);
    expect(errs.json.data[3].message).toBe(MSG.duplicateRow(2));

    const [updated] = await db().select().from(contacts).where(eq(contacts.id, existing.id));
    expect(updated).toMatchObject({ firstName: "New", lastName: "Name", gender: "Male", number: "+1 415 555 0101" });
    const added = await db().select().from(contacts).where(and(eq(contacts.locationId, ids.downtown), inArray(contacts.firstName, ["Ann", "Solo", "Quoted, Name", "Short"])));
    expect(added.map((c) => c.firstName).sort()).toEqual(["Ann", "Quoted, Name", "Short", "Solo"]);
    expect(added.find((c) => c.firstName === "Ann")).toMatchObject({ email: "dup-1@import.test", gender: "Female", status: "Leads", tab: "leads" });
    // The within-file memory is emptied when the import ends.
    expect(await db().select().from(contactImportEmails).where(eq(contactImportEmails.importId, imp.id))).toHaveLength(0);
    const mail = await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "owner@demo.test"));
    expect(mail.some((m) => m.subject === MSG.emailSubject)).toBe(true);

    // A second run of the same job changes nothing.
    await call("GET", "/contact/import-log", { token: owner });
    const list = await call("GET", "/contact/import-log", { token: owner });
    expect(list.json.data[0]).toMatchObject({ id: imp.id, state: "completed", created_count: 4, updated_count: 1, error_count: 4 });
  });

  it("gives new contacts the chosen status and checks the mapping", async () => {
    const up = await upload(owner, "s.csv", csvOf("status", 3));
    const id = up.json.data.id;
    const bad: [unknown, string][] = [
      [{ import_id: id, mapping: { email: 2 } }, "mapping.first_name"],
      [{ import_id: id, mapping: { first_name: 9 } }, "mapping.first_name"],
      [{ import_id: id, mapping: { first_name: 0, last_name: 0 } }, "mapping.last_name"],
      [{ import_id: id, mapping: { first_name: 0, nickname: 1 } }, "mapping"],
      [{ import_id: id, mapping: { first_name: 0 }, status: "Nope" }, "status"],
    ];
    for (const [body, field] of bad) {
      const res = await start(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json.errors), JSON.stringify(body)).toContain(field);
    }
    const ok = await start(owner, { import_id: id, mapping: { first_name: 0, email: 2 }, status: "VIP" });
    expect(ok.status).toBe(200);
    expect((await start(owner, { import_id: id, mapping: { first_name: 0 } })).json.errors).toEqual({ import_id: [MSG.notMapping] });
    await queue.drain(contactImportJob);
    const rows = await ownContacts("status");
    expect(rows).toHaveLength(3);
    expect(rows.every((c) => c.status === "VIP" && c.tab === "clients")).toBe(true);
  });

  it("answers 404 for another location's import", async () => {
    const up = await upload(other, "o.csv", csvOf("other", 1));
    expect(up.status).toBe(201);
    const res = await start(owner, { import_id: up.json.data.id, mapping: { first_name: 0 } });
    expect(res.status).toBe(404);
    expect((await importRow(up.json.data.id)).state).toBe("mapping");
    const del = await call("POST", "/contact/delete-csv-import-log", { token: owner, body: { ids: [up.json.data.id] } });
    expect(del.status).toBe(404);
    expect(await importRow(up.json.data.id)).toBeDefined();
  });

  it("imports an .xlsx file through the streaming reader", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Contacts");
    ws.addRow(["First name", "Email", "Birthday"]);
    for (let i = 0; i < 5; i++) ws.addRow([`X${i}`, `xlsx-${i}@import.test`, new Date(Date.UTC(1990, 3, 2 + i))]);
    const up = await upload(owner, "x.xlsx", new Uint8Array(await wb.xlsx.writeBuffer()));
    expect((await start(owner, { import_id: up.json.data.id, mapping: up.json.data.mapping })).status).toBe(200);
    await queue.drain(contactImportJob);
    const rows = await ownContacts("xlsx");
    expect(rows.map((r) => r.birthday).sort()).toEqual(["1990-04-02", "1990-04-03", "1990-04-04", "1990-04-05", "1990-04-06"]);
  });
});

describe("batches", () => {
  it("finds a repeat across batches and updates a contact found in a later batch", async () => {
    const [existing] = await db()
      .insert(contacts)
      .values({ locationId: ids.downtown, firstName: "Before", lastName: "Import", email: "across-1150@import.test", status: "Leads", tab: "leads" })
      .returning();
    // Rows 2..1201 of the file; the line for i = 1100 repeats the email of i = 5 (line 7), in
    // a later batch; i = 1150 is the existing contact's email, also in that batch.
    const body = csvOf("across", 1200).replace("P1100,across,across-1100@import.test,", "P1100,across,across-5@import.test,");
    const up = await upload(owner, "across.csv", body);
    expect((await start(owner, { import_id: up.json.data.id, mapping: up.json.data.mapping })).status).toBe(200);
    expect(await queue.drain(contactImportJob)).toBe(1);
    expect(await importRow(up.json.data.id)).toMatchObject({ state: "completed", processedRows: 1200, createdCount: 1198, updatedCount: 1, errorCount: 1 });
    const errs = await call("GET", `/contact/import-log/${up.json.data.id}/errors`, { token: owner });
    expect(errs.json.data).toMatchObject([{ row: 1102, field: "email", message: MSG.duplicateRow(7) }]);
    const [updated] = await db().select().from(contacts).where(eq(contacts.id, existing.id));
    expect(updated.firstName).toBe("P1150");
    expect(await ownContacts("across")).toHaveLength(1199);
  });
});

/** Batch size: the files below are 2.5 batches long, batches ending at B, 2B and 2.5B. */
const B = IMPORT_BATCH_ROWS;

describe("a killed import resumes", () => {
  it("imports every row exactly once when the worker dies in the middle of a batch", async () => {
    // The second batch's checkpoint fails as a dying worker would (the statement errors, the
    // transaction never commits); so does the third's, written beside it.
    const up = await upload(owner, "big.csv", csvOf("resume", 2.5 * B));
    const id = up.json.data.id;
    await db().execute(sql.raw(`
      create function contact_import_die() returns trigger language plpgsql as $$
      begin if new.processed_rows > ${B} then raise exception 'worker killed'; end if; return new; end $$`));
    await db().execute(sql.raw(`
      create trigger contact_import_die before update of processed_rows on contact_imports
        for each row when (new.id = ${id}) execute function contact_import_die()`));
    expect((await start(owner, { import_id: id, mapping: up.json.data.mapping })).status).toBe(200);
    expect(await queue.drain(contactImportJob)).toBe(1);
    // Only the first batch is there: the others' contacts rolled back with their checkpoints.
    expect(await importRow(id)).toMatchObject({ state: "running", processedRows: B, createdCount: B });
    expect(await ownContacts("resume")).toHaveLength(B);

    await db().execute(sql.raw(`drop trigger contact_import_die on contact_imports`));
    await db().execute(sql.raw(`drop function contact_import_die()`));
    expect(await queue.drain(contactImportJob)).toBe(0); // the retry waits for its backoff
    queue.clock.advance(60);
    expect(await queue.drain(contactImportJob)).toBe(1);
    expect(await importRow(id)).toMatchObject({ state: "completed", processedRows: 2.5 * B, createdCount: 2.5 * B, errorCount: 0 });
    const rows = await ownContacts("resume");
    expect(rows).toHaveLength(2.5 * B);
    expect(new Set(rows.map((r) => r.email)).size).toBe(2.5 * B);
    expect(await db().select().from(contactImportErrors).where(eq(contactImportErrors.importId, id))).toHaveLength(0);
  });
});

describe("batches commit out of order", () => {
  it("a failed batch between two committed ones is the only one a resumed run writes", async () => {
    // Two batches are written at once, so the third can commit while the second fails. The
    // checkpoint lists batches, not a count of leading rows.
    const up = await upload(owner, "gap.csv", csvOf("gap", 2.5 * B));
    const id = up.json.data.id;
    await db().execute(sql.raw(`
      create function contact_import_gap() returns trigger language plpgsql as $$
      begin if new.first_row = ${B + 1} then raise exception 'batch failed'; end if; return new; end $$`));
    await db().execute(sql.raw(`
      create trigger contact_import_gap before insert on contact_import_batches
        for each row when (new.import_id = ${id}) execute function contact_import_gap()`));
    expect((await start(owner, { import_id: id, mapping: up.json.data.mapping })).status).toBe(200);
    expect(await queue.drain(contactImportJob)).toBe(1);
    expect(await importRow(id)).toMatchObject({ state: "running", processedRows: 1.5 * B, createdCount: 1.5 * B });
    expect((await ownContacts("gap")).map((c) => Number(c.firstName.slice(1))).filter((i) => i >= B && i < 2 * B)).toEqual([]);

    await db().execute(sql.raw(`drop trigger contact_import_gap on contact_import_batches`));
    await db().execute(sql.raw(`drop function contact_import_gap()`));
    queue.clock.advance(60);
    expect(await queue.drain(contactImportJob)).toBe(1);
    expect(await importRow(id)).toMatchObject({ state: "completed", processedRows: 2.5 * B, createdCount: 2.5 * B, errorCount: 0 });
    const rows = await ownContacts("gap");
    expect(rows).toHaveLength(2.5 * B);
    expect(new Set(rows.map((r) => r.email)).size).toBe(2.5 * B);
  });
});

describe("two imports of one location", () => {
  it("run one after the other, so a new email in both files becomes one contact", async () => {
    const a = await upload(owner, "a.csv", csvOf("both", 1500));
    const b = await upload(owner, "b.csv", csvOf("both", 1500));
    expect((await start(owner, { import_id: a.json.data.id, mapping: a.json.data.mapping })).status).toBe(200);
    expect((await start(owner, { import_id: b.json.data.id, mapping: b.json.data.mapping })).status).toBe(200);
    await Promise.all([runImport(db(), a.json.data.id), runImport(db(), b.json.data.id)]);
    const rows = await ownContacts("both");
    expect(rows).toHaveLength(1500);
    const [ra, rb] = [await importRow(a.json.data.id), await importRow(b.json.data.id)];
    expect([ra.createdCount, rb.createdCount].sort()).toEqual([0, 1500]);
    expect([ra.updatedCount, rb.updatedCount].sort()).toEqual([0, 1500]);
  });
});

describe("POST and DELETE /contact/import-contacts (the plan-limit rule's calls)", () => {
  it("starts an import as /contact/import does, and deletes imports as /contact/delete-csv-import-log does", async () => {
    const up = await upload(owner, "named.csv", csvOf("named", 2));
    expect(up.status).toBe(201);
    const res = await call("POST", "/contact/import-contacts", { token: owner, body: { import_id: up.json.data.id, mapping: up.json.data.mapping } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, message: MSG.queued, data: { state: "queued", total_count: 2 } });
    // Queued: its job owns it, so it cannot be deleted yet.
    const busy = await call("DELETE", "/contact/import-contacts", { token: owner, body: { ids: [up.json.data.id] } });
    expect(busy.status).toBe(422);
    // Other tests' imports may be queued too: this one's own state says it ran.
    await queue.drain(contactImportJob);
    expect((await importRow(up.json.data.id)).state).toBe("completed");
    expect(await ownContacts("named")).toHaveLength(2);
    expect((await call("POST", "/contact/import-contacts", { token: owner, body: { import_id: up.json.data.id } })).status).toBe(422);

    // Another tenant cannot delete it (404, kept); its owner can.
    expect((await call("DELETE", "/contact/import-contacts", { token: other, body: { ids: [up.json.data.id] } })).status).toBe(404);
    expect(await importRow(up.json.data.id)).toBeDefined();
    const del = await call("DELETE", "/contact/import-contacts", { token: owner, body: { ids: [up.json.data.id] } });
    expect(del.status).toBe(200);
    expect(del.json.status).toBe(1);
    expect(await importRow(up.json.data.id)).toBeUndefined();
    expect((await call("DELETE", "/contact/import-contacts", { token: owner, body: {} })).status).toBe(422);
  });
});

describe("plan limit", () => {
  const setLimit = async (limit: number | null) => {
    const [c] = await db().select({ owner: companies.ownerUserId }).from(companies).where(eq(companies.id, ids.demoCompany));
    await db().update(subscriptions).set({ contactLimit: limit }).where(eq(subscriptions.userId, c.owner!));
  };

  it("reports the location's limit and use, and stops an add or import past it with limit_exceed", async () => {
    await setLimit(null);
    const free = await call("GET", "/membership/plan-limit", { token: owner });
    expect(free.status).toBe(200);
    expect(free.json.membership).toMatchObject({ contact_limit: null, remaining: null });
    const used = free.json.membership.contacts as number;
    expect(used).toBeGreaterThan(0);

    await setLimit(used + 2);
    expect((await call("GET", "/membership/plan-limit", { token: owner })).json.membership).toMatchObject({ contact_limit: used + 2, contacts: used, remaining: 2 });
    const up = await upload(owner, "limit.csv", csvOf("limit", 3));
    const over = await start(owner, { import_id: up.json.data.id, mapping: up.json.data.mapping });
    expect(over.status).toBe(422);
    expect(over.json).toMatchObject({ limit_exceed: true });
    expect(typeof over.json.message).toBe("string");
    expect((await importRow(up.json.data.id)).state).toBe("mapping");

    expect((await call("POST", "/contact/save", { token: owner, body: { first_name: "Fits" } })).status).toBe(201);
    expect((await call("POST", "/contact/save", { token: owner, body: { first_name: "Fits too" } })).status).toBe(201);
    const add = await call("POST", "/contact/save", { token: owner, body: { first_name: "Too many" } });
    expect(add.status).toBe(422);
    expect(add.json.limit_exceed).toBe(true);
    expect((await call("GET", "/membership/plan-limit", { token: owner })).json.membership.remaining).toBe(0);
    // Another location's plan is its own.
    expect((await call("GET", "/membership/plan-limit", { token: other })).json.membership.contact_limit).toBeNull();
    await setLimit(null);
  });

  it("stops at the limit exactly when it falls inside a file of several batches", async () => {
    await setLimit(null);
    const up = await upload(owner, "limit-batches.csv", csvOf("limitb", 2500));
    expect((await start(owner, { import_id: up.json.data.id, mapping: up.json.data.mapping })).status).toBe(200);
    const used = (await call("GET", "/membership/plan-limit", { token: owner })).json.membership.contacts as number;
    await setLimit(used + 1500);
    await queue.drain(contactImportJob);
    expect(await ownContacts("limitb")).toHaveLength(1500);
    expect(await importRow(up.json.data.id)).toMatchObject({ state: "completed", createdCount: 1500, errorCount: 1000 });
    await setLimit(null);
  });

  it("the job never passes the limit, even when it changed after the import started", async () => {
    await setLimit(null);
    const up = await upload(owner, "race.csv", csvOf("race", 5));
    expect((await start(owner, { import_id: up.json.data.id, mapping: up.json.data.mapping })).status).toBe(200);
    const used = (await call("GET", "/membership/plan-limit", { token: owner })).json.membership.contacts as number;
    await setLimit(used + 3);
    await queue.drain(contactImportJob);
    expect(await ownContacts("race")).toHaveLength(3);
    const imp = await importRow(up.json.data.id);
    expect(imp).toMatchObject({ state: "completed", createdCount: 3, errorCount: 2 });
    const errs = await call("GET", `/contact/import-log/${imp.id}/errors`, { token: owner });
    expect(errs.json.data.map((e: { message: string }) => e.message)).toEqual([MSG.limitRow, MSG.limitRow]);
    await setLimit(null);
  });
});

describe("import log", () => {
  it("deletes logs with their errors and stored file, not a running one", async () => {
    const up = await upload(owner, "del.csv", "First name,Email\nA,bad\n");
    const id = up.json.data.id;
    await start(owner, { import_id: id, mapping: up.json.data.mapping });
    const running = await call("POST", "/contact/delete-csv-import-log", { token: owner, body: { ids: [id] } });
    expect(running.status).toBe(422);
    await queue.drain(contactImportJob);
    const fileId = (await importRow(id)).fileId!;
    const res = await call("POST", "/contact/delete-csv-import-log", { token: owner, body: { ids: [id] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: MSG.logsDeleted });
    expect(await importRow(id)).toBeUndefined();
    expect(await db().select().from(contactImportErrors).where(eq(contactImportErrors.importId, id))).toHaveLength(0);
    expect(await db().select().from(files).where(eq(files.id, fileId))).toHaveLength(0);
    expect((await call("GET", `/contact/import-log/${id}/errors`, { token: owner })).status).toBe(404);
  });

  it("keeps each location's log to itself", async () => {
    const mine = await call("GET", "/contact/import-log?per_page=100", { token: owner });
    const theirs = await call("GET", "/contact/import-log?per_page=100", { token: other });
    const mineIds = new Set(mine.json.data.map((r: { id: number }) => r.id));
    expect(theirs.json.data.length).toBeGreaterThan(0);
    expect(theirs.json.data.some((r: { id: number }) => mineIds.has(r.id))).toBe(false);
  });
});

describe("permissions (doc 2 s6: importing needs create)", () => {
  const staffMembership = () => and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown));

  it("refuses upload and import to staff without create, lets them read the log; delete needs delete", async () => {
    const [m] = await db().select({ permissions: memberships.permissions }).from(memberships).where(staffMembership());
    const map: PermissionMap = { ...(m.permissions ?? {}), "contacts-center": { view: true, create: false, update: false, delete: false, assign: false } };
    await db().update(memberships).set({ permissions: map }).where(staffMembership());
    const staff = (await loginAs("staff@demo.test")).access_token;
    expect((await upload(staff, "s.csv", csvOf("staff", 1))).status).toBe(403);
    const up = await upload(owner, "s.csv", csvOf("staff", 1));
    expect((await start(staff, { import_id: up.json.data.id, mapping: up.json.data.mapping })).status).toBe(403);
    expect((await call("GET", "/contact/import-log", { token: staff })).status).toBe(200);
    expect((await call("POST", "/contact/delete-csv-import-log", { token: staff, body: { ids: [up.json.data.id] } })).status).toBe(403);
    expect((await call("GET", "/membership/plan-limit", { token: staff })).status).toBe(200);

    await db().update(memberships).set({ permissions: { ...map, "contacts-center": { ...map["contacts-center"], create: true } } }).where(staffMembership());
    const granted = (await loginAs("staff@demo.test")).access_token;
    const mine = await upload(granted, "s2.csv", csvOf("staff2", 1));
    expect(mine.status).toBe(201);
    expect((await start(granted, { import_id: mine.json.data.id, mapping: mine.json.data.mapping })).status).toBe(200);
  });
});
