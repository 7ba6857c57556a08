import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactImportBatches, contactImports } from "@/db/schema";
import { GENDERS, SOURCES } from "@/lib/contacts/constants";
import { planLimit } from "@/lib/membership/service";
import { announce } from "@/lib/platform/events";
import { IMPORT_BATCH_ROWS, MSG } from "./constants";
import { importedContact } from "./schemas";

/**
 * One batch of an import, written in one transaction with its checkpoint (DUPLICATE_RULE in
 * constants.ts says the rule in words):
 * - each row is checked by POST /contact/save's rules; a failing row is logged, not written;
 * - an email met earlier in the file is a duplicate (logged); the emails taken so far are kept
 *   in contact_import_emails, so this holds across batches and across a resumed run;
 * - an email of a live contact of the location updates it (filled cells only), the rest are
 *   added, as far as the plan's contact limit allows;
 * - the checkpoint is the batch's row in contact_import_batches, in the same transaction: a
 *   second run of the same batch (two workers, a retry racing a slow run) rolls back on its key.
 *
 * Two batches of one import are written at once, on two connections (the database, one core per
 * connection, is what bounds an import). `BatchOrder` keeps that equal to one after another:
 * - a batch takes its emails only after the batch before it has taken its own, so of two rows
 *   with one email the earlier in the file wins (a later batch's claim waits on the earlier
 *   batch's uncommitted row, then finds it taken);
 * - near the plan's limit it counts contacts only after the batch before it committed.
 * Other imports of the location wait for the whole run (lib/contact-import/run-lock.ts).
 */
export type Line = { line: number; cells: string[] };
export type BatchImport = { id: number; locationId: number; mapping: Record<string, number>; status: string; tab: string };
export type BatchResult = { processed: number; created: number; updated: number; errors: number };
/** The batch before this one: when it has taken its emails, and its commit. */
export type BatchOrder = { claimed: Promise<void>; committed: Promise<unknown> };

type Parsed = { line: number; first_name: string; last_name: string | null; email: string | null; number: string | null; gender: string | null; source: string | null; birthday: string | null };

/**
 * A batch's rows go to the database as one JSON parameter (json_to_recordset), not as thousands
 * of bound values: one parameter to bind and parse, the same on PostgreSQL and PGlite.
 */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;

const byLowerCase = (options: readonly string[], v: string) => options.find((o) => o.toLowerCase() === v.toLowerCase()) ?? v;
const orNull = (v: string | null | undefined) => (v == null || v === "" ? null : v);

function parseLine(imp: BatchImport, l: Line): { ok: Parsed } | { errors: { field: string | null; message: string }[] } {
  const v: Record<string, string> = {};
  for (const [field, col] of Object.entries(imp.mapping)) {
    const cell = l.cells[col] ?? "";
    if (cell !== "" || field === "first_name") v[field] = cell;
  }
  if (v.gender) v.gender = byLowerCase(GENDERS, v.gender);
  if (v.source) v.source = byLowerCase(SOURCES, v.source);
  const r = importedContact.safeParse(v);
  if (!r.success) {
    const seen = new Set<string>();
    const errors: { field: string | null; message: string }[] = [];
    for (const issue of r.error.issues) {
      const field = issue.path.length ? String(issue.path[0]) : null;
      if (seen.has(field ?? "")) continue;
      seen.add(field ?? "");
      errors.push({ field, message: issue.message });
    }
    return { errors };
  }
  const d = r.data;
  return {
    ok: {
      line: l.line,
      first_name: d.first_name,
      last_name: orNull(d.last_name),
      email: orNull(d.email),
      number: orNull(d.number),
      gender: orNull(d.gender),
      source: orNull(d.source),
      birthday: orNull(d.birthday),
    },
  };
}

/** A batch checked by the contact's rules and for repeats within itself: no database needed. */
export type PreparedBatch = { lines: number; rows: Parsed[]; errors: RowError[] };
type RowError = { row: number; field: string | null; message: string };

/**
 * Steps 1 and 2 of a batch, pure CPU: the job runs them for the next batch while the database
 * writes the current one (lib/contact-import/job.ts), so parsing costs no wall time on PostgreSQL.
 */
export function prepareBatch(imp: BatchImport, lines: Line[]): PreparedBatch {
  const errors: RowError[] = [];
  const rows: Parsed[] = [];
  const firstInBatch = new Map<string, number>();
  for (const l of lines) {
    const r = parseLine(imp, l);
    if (!("ok" in r)) {
      for (const e of r.errors) errors.push({ row: l.line, ...e });
      continue;
    }
    const p = r.ok;
    if (p.email != null) {
      const first = firstInBatch.get(p.email);
      if (first !== undefined) {
        errors.push({ row: p.line, field: "email", message: MSG.duplicateRow(first) });
        continue;
      }
      firstInBatch.set(p.email, p.line);
    }
    rows.push(p);
  }
  return { lines: lines.length, rows, errors };
}

type EmailFate = { email: string; fresh: boolean; first_row: number | null; contact_id: number | null };

/** PGlite answers { rows }, postgres-js an array. */
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

const FIRST: BatchOrder = { claimed: Promise.resolve(), committed: Promise.resolve() };

/**
 * Starts writing a batch after `previous` (see BatchOrder). `claimed` settles once its emails are
 * taken (or it failed before), `committed` with its result.
 */
export function writeBatch(db: Db, imp: BatchImport, firstRow: number, batch: PreparedBatch, previous: BatchOrder = FIRST): { claimed: Promise<void>; committed: Promise<BatchResult> } {
  let settleClaimed!: () => void;
  const claimed = new Promise<void>((r) => (settleClaimed = r));
  const committed = db
    .transaction(async (tx) => {
      try {
        return await write(tx as unknown as Db, imp, firstRow, batch, previous, settleClaimed);
      } finally {
        settleClaimed();
      }
    })
    .finally(settleClaimed);
  return { claimed, committed };
}

async function write(tx: Db, imp: BatchImport, firstRow: number, batch: PreparedBatch, previous: BatchOrder, claimedNow: () => void): Promise<BatchResult> {
  const errors = [...batch.errors];
  const at = and(eq(contactImports.id, imp.id), eq(contactImports.locationId, imp.locationId));

  // The checkpoint first: a second run of this batch stops here, on the key, before any work.
  await tx.insert(contactImportBatches).values({ locationId: imp.locationId, importId: imp.id, firstRow });

  // 3. In one statement, each email of the batch: taken now for this import (fresh), or met in
  //    an earlier batch (first_row); and its live contact in the location, if any. The CTE's
  //    insert is invisible to the subqueries, so first_row comes from earlier batches only. Each
  //    subquery is one primary-key or (location, email, id) index probe: no scan of the location.
  await previous.claimed;
  const withEmail = batch.rows.filter((p) => p.email != null);
  const fates = new Map<string, EmailFate>();
  if (withEmail.length) {
    const res = await tx.execute(sql`
      with e as (select * from json_to_recordset(${json(withEmail.map((p) => ({ email: p.email, row: p.line })))}) as e(email text, row int)),
      ins as (
        insert into contact_import_emails (location_id, import_id, email, row)
        select ${imp.locationId}, ${imp.id}, e.email, e.row from e
        on conflict do nothing
        returning email)
      select e.email, ins.email is not null as fresh,
        (select x.row from contact_import_emails x
          where x.import_id = ${imp.id} and x.location_id = ${imp.locationId} and x.email = e.email) as first_row,
        (select c.id from contacts c
          where c.location_id = ${imp.locationId} and c.deleted_at is null and c.email = e.email
          order by c.id limit 1) as contact_id
      from e left join ins on ins.email = e.email`);
    for (const f of rowsOf<EmailFate>(res)) fates.set(f.email, f);
  }
  claimedNow();
  // An email the batch before took while this statement ran (it waited for that commit, then
  // found it taken) is a repeat whose first row the statement's snapshot could not see.
  const unseen = [...fates.values()].filter((f) => !f.fresh && f.first_row == null).map((f) => f.email);
  if (unseen.length) {
    const res = await tx.execute(sql`
      select x.email, x.row as first_row from contact_import_emails x
      where x.import_id = ${imp.id} and x.location_id = ${imp.locationId}
        and x.email in (select value from json_array_elements_text(${json(unseen)}))`);
    for (const r of rowsOf<{ email: string; first_row: number }>(res)) fates.get(r.email)!.first_row = r.first_row;
  }

  const updates: (Parsed & { id: number })[] = [];
  let inserts: Parsed[] = [];
  for (const p of batch.rows) {
    const f = p.email == null ? undefined : fates.get(p.email);
    if (f && !f.fresh) errors.push({ row: p.line, field: "email", message: MSG.duplicateRow(f.first_row!) });
    else if (f?.contact_id != null) updates.push({ ...p, id: f.contact_id });
    else inserts.push(p);
  }

  // 4. New contacts, within the plan's limit. The count may miss the batch before (not yet
  //    committed, up to a batch of contacts): with less room than two batches, wait for it and
  //    count again. Waiting happens before this batch writes contacts, so it holds no lock the
  //    batch before could need.
  if (inserts.length) {
    let limit = await planLimit(tx, { locationId: imp.locationId });
    if (limit.remaining != null && limit.remaining < 2 * IMPORT_BATCH_ROWS) {
      await previous.committed;
      limit = await planLimit(tx, { locationId: imp.locationId });
    }
    if (limit.remaining != null && inserts.length > limit.remaining) {
      for (const p of inserts.slice(limit.remaining)) errors.push({ row: p.line, field: null, message: MSG.limitRow });
      inserts = inserts.slice(0, limit.remaining);
    }
  }

  if (inserts.length) {
    const res = await tx.execute(sql`
      insert into contacts (location_id, first_name, last_name, email, number, status, tab, gender, source, birthday)
      select ${imp.locationId}, r.first_name, coalesce(r.last_name, ''), r.email, r.number, ${imp.status}, ${imp.tab}, coalesce(r.gender, 'Unassigned'), r.source, r.birthday
      from json_to_recordset(${json(inserts)}) as r(first_name text, last_name text, email text, number text, gender text, source text, birthday date)
      returning id`);
    // One fact per batch naming all its contacts, in the batch's transaction (REST hook contact.created).
    const ids = rowsOf<{ id: number }>(res).map((r) => r.id);
    if (ids.length) await announce("contact.changed", { db: tx, locationId: imp.locationId, change: { kind: "contact_created", contactIds: ids } });
  }

  // Emails of live contacts of the location are updates (filled cells only). After the insert:
  // the count triggers lock contact_counts, then contact_list_versions; an update locks the
  // second only, and two batches taking them in opposite orders would deadlock.
  if (updates.length) {
    const res = await tx.execute(sql`
      update contacts c set
        first_name = v.first_name,
        last_name = coalesce(v.last_name, c.last_name),
        number = coalesce(v.number, c.number),
        gender = coalesce(v.gender, c.gender),
        source = coalesce(v.source, c.source),
        birthday = coalesce(v.birthday, c.birthday),
        updated_at = now()
      from json_to_recordset(${json(updates)}) as v(id int, first_name text, last_name text, number text, gender text, source text, birthday date)
      where c.id = v.id and c.location_id = ${imp.locationId} and c.deleted_at is null
      returning c.id`);
    // The import saved these contacts' details: one fact per batch (REST hook contact.updated).
    const ids = rowsOf<{ id: number }>(res).map((r) => r.id);
    if (ids.length) await announce("contact.changed", { db: tx, locationId: imp.locationId, change: { kind: "contact_updated", contactIds: ids } });
  }

  if (errors.length) {
    await tx.execute(sql`
      insert into contact_import_errors (location_id, import_id, row, field, message)
      select ${imp.locationId}, ${imp.id}, e.row, e.field, e.message from json_to_recordset(${json(errors)}) as e(row int, field text, message text)`);
  }

  const failed = new Set(errors.map((e) => e.row)).size;
  const [counts] = await tx
    .update(contactImports)
    .set({
      processedRows: sql`${contactImports.processedRows} + ${batch.lines}`,
      createdCount: sql`${contactImports.createdCount} + ${inserts.length}`,
      updatedCount: sql`${contactImports.updatedCount} + ${updates.length}`,
      errorCount: sql`${contactImports.errorCount} + ${failed}`,
    })
    .where(at)
    .returning({ processed: contactImports.processedRows });
  return { processed: counts.processed, created: inserts.length, updated: updates.length, errors: failed };
}
