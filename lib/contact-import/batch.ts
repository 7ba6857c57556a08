import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactImportEmails, contactImports, contacts } from "@/db/schema";
import { GENDERS, SOURCES } from "@/lib/contacts/constants";
import { planLimit } from "@/lib/membership/service";
import { MSG } from "./constants";
import { importedContact } from "./schemas";

/**
 * One batch of an import, written in one transaction with its checkpoint (DUPLICATE_RULE in
 * constants.ts says the rule in words):
 * - each row is checked by POST /contact/save's rules; a failing row is logged, not written;
 * - an email met earlier in the file is a duplicate (logged); the emails taken so far are kept
 *   in contact_import_emails, so this holds across batches and across a resumed run;
 * - an email of a live contact of the location updates it (filled cells only), the rest are
 *   added, as far as the plan's contact limit allows;
 * - the checkpoint moves from `from` to `from + lines.length` only if it still is `from`: a
 *   second run of the same batch (two workers, a retry racing a slow run) rolls back.
 */
export type Line = { line: number; cells: string[] };
export type BatchImport = { id: number; locationId: number; mapping: Record<string, number>; status: string; tab: string };
export type BatchResult = { processed: number; created: number; updated: number; errors: number };

/** Serialises imports of one location, so two files cannot both add the same new email. */
const LOCK_NAMESPACE = 0x0c5_1a9;

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

export async function writeBatch(db: Db, imp: BatchImport, from: number, lines: Line[]): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${imp.locationId})`);
    const errors: { row: number; field: string | null; message: string }[] = [];
    const failed = new Set<number>();
    const fail = (row: number, field: string | null, message: string) => {
      errors.push({ row, field, message });
      failed.add(row);
    };

    // 1. Each row by the contact's own rules.
    const valid: Parsed[] = [];
    for (const l of lines) {
      const r = parseLine(imp, l);
      if ("ok" in r) valid.push(r.ok);
      else for (const e of r.errors) fail(l.line, e.field, e.message);
    }

    // 2. Duplicates within the file: in this batch, then against the batches before it.
    const firstInBatch = new Map<string, number>();
    const unique: Parsed[] = [];
    for (const p of valid) {
      if (p.email == null) unique.push(p);
      else if (firstInBatch.has(p.email)) fail(p.line, "email", MSG.duplicateRow(firstInBatch.get(p.email)!));
      else {
        firstInBatch.set(p.email, p.line);
        unique.push(p);
      }
    }
    const emails = [...firstInBatch.keys()];
    let rows = unique;
    if (emails.length) {
      const res = await tx.execute(sql`
        insert into contact_import_emails (location_id, import_id, email, row)
        select ${imp.locationId}, ${imp.id}, e.email, e.row from json_to_recordset(${json(emails.map((email) => ({ email, row: firstInBatch.get(email)! })))}) as e(email text, row int)
        on conflict do nothing
        returning email`);
      // PGlite answers { rows }, postgres-js an array.
      const taken = ((res as unknown as { rows?: { email: string }[] }).rows ?? (res as unknown as { email: string }[])) as { email: string }[];
      if (taken.length < emails.length) {
        const fresh = new Set(taken.map((t) => t.email));
        const dups = emails.filter((e) => !fresh.has(e));
        const earlier = await tx
          .select({ email: contactImportEmails.email, row: contactImportEmails.row })
          .from(contactImportEmails)
          .where(and(eq(contactImportEmails.importId, imp.id), eq(contactImportEmails.locationId, imp.locationId), inArray(contactImportEmails.email, dups)));
        const firstRow = new Map(earlier.map((e) => [e.email, e.row]));
        rows = unique.filter((p) => {
          if (p.email == null || fresh.has(p.email)) return true;
          fail(p.line, "email", MSG.duplicateRow(firstRow.get(p.email)!));
          return false;
        });
      }
    }

    // 3. Emails of live contacts of the location are updates.
    const withEmail = rows.filter((p) => p.email != null).map((p) => p.email!);
    const existing = withEmail.length
      ? await tx
          .select({ id: contacts.id, email: contacts.email })
          .from(contacts)
          .where(and(eq(contacts.locationId, imp.locationId), isNull(contacts.deletedAt), inArray(contacts.email, withEmail)))
      : [];
    const idByEmail = new Map(existing.map((c) => [c.email!, c.id]));
    const updates = rows.filter((p) => p.email != null && idByEmail.has(p.email));
    let inserts = rows.filter((p) => p.email == null || !idByEmail.has(p.email));

    if (updates.length) {
      const rows = updates.map((p) => ({ ...p, id: idByEmail.get(p.email!) }));
      await tx.execute(sql`
        update contacts c set
          first_name = v.first_name,
          last_name = coalesce(v.last_name, c.last_name),
          number = coalesce(v.number, c.number),
          gender = coalesce(v.gender, c.gender),
          source = coalesce(v.source, c.source),
          birthday = coalesce(v.birthday, c.birthday),
          updated_at = now()
        from json_to_recordset(${json(rows)}) as v(id int, first_name text, last_name text, number text, gender text, source text, birthday date)
        where c.id = v.id and c.location_id = ${imp.locationId} and c.deleted_at is null`);
    }

    // 4. New contacts, within the plan's limit.
    if (inserts.length) {
      const limit = await planLimit(tx, { locationId: imp.locationId });
      if (limit.remaining != null && inserts.length > limit.remaining) {
        for (const p of inserts.slice(limit.remaining)) fail(p.line, null, MSG.limitRow);
        inserts = inserts.slice(0, limit.remaining);
      }
    }
    if (inserts.length) {
      await tx.execute(sql`
        insert into contacts (location_id, first_name, last_name, email, number, status, tab, gender, source, birthday)
        select ${imp.locationId}, r.first_name, coalesce(r.last_name, ''), r.email, r.number, ${imp.status}, ${imp.tab}, coalesce(r.gender, 'Unassigned'), r.source, r.birthday
        from json_to_recordset(${json(inserts)}) as r(first_name text, last_name text, email text, number text, gender text, source text, birthday date)`);
    }

    if (errors.length) {
      await tx.execute(sql`
        insert into contact_import_errors (location_id, import_id, row, field, message)
        select ${imp.locationId}, ${imp.id}, e.row, e.field, e.message from json_to_recordset(${json(errors)}) as e(row int, field text, message text)`);
    }

    const moved = await tx
      .update(contactImports)
      .set({
        processedRows: from + lines.length,
        createdCount: sql`${contactImports.createdCount} + ${inserts.length}`,
        updatedCount: sql`${contactImports.updatedCount} + ${updates.length}`,
        errorCount: sql`${contactImports.errorCount} + ${failed.size}`,
      })
      .where(and(eq(contactImports.id, imp.id), eq(contactImports.locationId, imp.locationId), eq(contactImports.processedRows, from)))
      .returning({ id: contactImports.id });
    if (!moved.length) throw new Error(`contact import ${imp.id}: the checkpoint moved past ${from} in another run; this batch is rolled back`);
    return { processed: from + lines.length, created: inserts.length, updated: updates.length, errors: failed.size };
  });
}
