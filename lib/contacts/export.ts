import "server-only";
import { stringify } from "csv-stringify/sync";
import { and, desc, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactTags, contacts, tags } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { contentDisposition } from "@/lib/platform/files/serve";
import { EXPORT_BATCH, STATUS_FALLBACK_TITLES } from "./constants";
import { filterParams, filterSet } from "./filters";
import type { ContactFilterQuery } from "./schemas";
import { listFilter, listTabs } from "./service";

/**
 * GET /contact/export: the list's current filter as CSV, streamed. Rows are read in keyset
 * batches (newest first, through the (location, created_at, id) index), each batch turned into
 * CSV text and sent before the next is read, so memory stays at one batch whatever the count.
 * Cells a spreadsheet would run as a formula (=, +, -, @, tab, CR first) are prefixed with '
 * by csv-stringify's escape_formulas.
 */

export const EXPORT_HEADER = [
  "ID", "First Name", "Last Name", "Email", "Number", "Status", "Gender", "Temperature", "Source", "Starred", "Flagged",
  "Member ID", "Birthday", "Tags", "Login Count", "Last Action", "Last Email Activity", "Last Chat", "Date Created",
];

const seekKey = sql.placeholder("seekKey");
const seekId = sql.placeholder("seekId");
const iso = (col: unknown) => sql<string | null>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

function buildBatchQuery(db: Db, filters: ReturnType<typeof filterSet>, byTab: boolean, search: boolean, seek: boolean) {
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      number: contacts.number,
      status: contacts.status,
      gender: contacts.gender,
      temperature: contacts.temperature,
      source: contacts.source,
      starred: contacts.starred,
      flagged: contacts.flagged,
      memberId: contacts.memberId,
      birthday: sql<string | null>`${contacts.birthday}::text`,
      tags: sql<string | null>`(select string_agg(t.name, ', ' order by t.name) from ${contactTags} ct join ${tags} t on t.id = ct.tag_id and t.location_id = ct.location_id where ct.contact_id = contacts.id and ct.location_id = contacts.location_id)`,
      loginCount: contacts.loginCount,
      lastAction: contacts.lastAction,
      lastEmailActivity: iso(contacts.lastEmailActivity),
      lastChat: iso(contacts.lastChat),
      created: iso(contacts.createdAt),
      // The exact boundary for the next batch (text keeps PostgreSQL's microseconds).
      ks: sql<string>`${contacts.createdAt}::text`,
    })
    .from(contacts)
    .where(
      and(
        listFilter({ byTab, search, dense: false, filters }),
        seek ? sql`(${contacts.createdAt}, ${contacts.id}) < (${seekKey}::text::timestamptz, ${seekId}::text::int)` : undefined,
      ),
    )
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(EXPORT_BATCH)
    .prepare(`contact_export_${+byTab}${+search}${+seek}_${filters.join("_")}`);
}

const yesNo = (b: boolean) => (b ? "Yes" : "No");

/** The export as a streamed CSV answer (one batch in memory at a time). */
export async function exportContacts(db: Db, ctx: Ctx, q: ContactFilterQuery): Promise<Response> {
  const filters = filterSet(q);
  const tabs = await listTabs(db, ctx);
  const titles = new Map(tabs.flatMap((t) => t.items.map((i) => [i.value, i.title] as const)));
  const first = buildBatchQuery(db, filters, !!q.status, !!q.search, false);
  const next = buildBatchQuery(db, filters, !!q.status, !!q.search, true);
  const base = {
    loc: ctx.locationId,
    tab: q.status ?? null,
    pattern: q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null,
    ...filterParams(q),
  } as Record<string, unknown>;

  const encoder = new TextEncoder();
  let boundary: { ks: string; id: number } | null = null;
  let done = false;
  let cancelled = false;
  let header = true;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (done) return controller.close();
      try {
        const rows = boundary ? await next.execute({ ...base, seekKey: boundary.ks, seekId: String(boundary.id) }) : await first.execute(base);
        const records = rows.map((c) => [
          c.id, c.firstName, c.lastName, c.email ?? "", c.number ?? "", titles.get(c.status) ?? STATUS_FALLBACK_TITLES[c.status] ?? c.status,
          c.gender, c.temperature, c.source ?? "", yesNo(c.starred), yesNo(c.flagged), c.memberId ?? "", c.birthday ?? "", c.tags ?? "",
          c.loginCount, c.lastAction ?? "", c.lastEmailActivity ?? "", c.lastChat ?? "", c.created ?? "",
        ]);
        const text = stringify(header ? [EXPORT_HEADER, ...records] : records, { escape_formulas: true, record_delimiter: "windows" });
        header = false;
        if (cancelled) return; // the client went away while this batch was read
        if (text) controller.enqueue(encoder.encode(text));
        if (rows.length < EXPORT_BATCH) done = true;
        else boundary = { ks: rows[rows.length - 1].ks, id: rows[rows.length - 1].id };
        if (done) controller.close();
      } catch (e) {
        // Headers are sent: the client sees a cut-off download, the log says why.
        console.error("contact export failed:", e);
        controller.error(e);
      }
    },
    cancel() {
      cancelled = true;
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": contentDisposition("attachment", `contacts-${day}.csv`),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
