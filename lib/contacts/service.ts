import "server-only";
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { contactCounts, contactStatuses, contactTags, contacts, locations, tags, temperatureRank } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { MAX_PER_PAGE, type Page } from "@/lib/http/pagination";
import { CONTACT_TABS, TAB_TITLES, type ContactTab } from "./constants";
import type { z } from "@hono/zod-openapi";
import type { ContactFilterQuery, ContactListQuery, contactListRow } from "./schemas";
import { cachedVersion, forget, nearestAnchor, remember } from "@/lib/http/page-anchors";
import { rememberTotal, rememberedTotal } from "./search-totals";
import { filterKey, filterParams, filterSet, type FilterName } from "./filters";

const ORDER_COLUMNS = {
  first_name: contacts.firstName,
  last_name: contacts.lastName,
  email: contacts.email,
  number: contacts.number,
  status: contacts.status,
  date_created: contacts.createdAt,
  last_action: contacts.lastAction,
  temperature: temperatureRank(contacts.temperature),
  starred: contacts.starred,
} as const;


export function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** Sort columns that are never NULL (seekable), with the SQL type a boundary is read back as. */
const SEEK_TYPES: Partial<Record<ContactListQuery["order_by"], string>> = {
  date_created: "timestamptz",
  first_name: "text",
  last_name: "text",
  status: "text",
  temperature: "int",
  starred: "boolean",
};

/**
 * The list's wire row, built by the database (row_to_json, which writes compact JSON) in the
 * page's own statement: only the list's columns (not the profile's), keys in the order the
 * API has always answered them, dates exactly as JavaScript's toISOString() writes them (UTC,
 * milliseconds — truncated, as a JavaScript Date holds them — and "Z").
 */
const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const WIRE_ROW = sql`select c.id, c.first_name, c.last_name, c.email, c.number, c.status, c.tab, c.gender,
  c.temperature, c.source, c.starred, c.flagged, c.photo, c.member_id, c.login_count,
  ${iso("c.last_email_activity")} as last_email_activity, ${iso("c.last_chat")} as last_chat,
  c.last_action, ${iso("c.created_at")} as date_created,
  coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name, t.id)
     from ${contactTags} ct join ${tags} t on t.id = ct.tag_id and t.location_id = ct.location_id
    where ct.contact_id = c.id and ct.location_id = c.location_id), '[]'::json) as tags`;

/** One contact as the list answers it (the JSON the statement above builds). */
export type ContactListRow = z.output<typeof contactListRow>;

/** Query parameters: each list shape is built and prepared once, then run with values. */
const P = {
  loc: sql.placeholder("loc"),
  tab: sql.placeholder("tab"),
  pattern: sql.placeholder("pattern"),
  needle: sql.placeholder("needle"),
  seekKey: sql.placeholder("seekKey"),
  seekId: sql.placeholder("seekId"),
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
  skip: sql.placeholder("skip"),
  knownVersion: sql.placeholder("knownVersion"),
  knownTotal: sql.placeholder("knownTotal"),
  statusValue: sql.placeholder("statusValue"),
  tagId: sql.placeholder("tagId"),
  temperature: sql.placeholder("temperature"),
  source: sql.placeholder("source"),
  starred: sql.placeholder("starred"),
  flagged: sql.placeholder("flagged"),
  dateFrom: sql.placeholder("dateFrom"),
  dateTo: sql.placeholder("dateTo"),
};

export type Shape = {
  orderBy: ContactListQuery["order_by"];
  order: ContactListQuery["order"];
  byTab: boolean;
  search: boolean;
  /** The filters set beyond the tab (lib/contacts/filters.ts), sorted: each set is its own statement. */
  filters: readonly FilterName[];
  /** A search known to match a good share of the list: read in sort order, filtered (see DENSE_SCAN_ROWS). */
  dense: boolean;
  seek: boolean;
  /** Whether rows are skipped: an unknown OFFSET makes the planner assume a deep page. */
  skips: boolean;
  /** A search whose total is remembered for a list version: the statement answers it while the version holds. */
  knownTotal: boolean;
  /** How many rows the index is read for, written into the statement (see FETCH_SIZES). */
  fetch: number;
};

/**
 * The page's LIMIT is a constant of the statement, not a parameter: with an unknown LIMIT
 * PostgreSQL's generic plan assumes a tenth of the table and sorts it (80 ms), so it re-plans
 * every run instead (0.3-0.5 ms of planning per page, more than the page itself). With a
 * constant it settles on the generic plan after five runs. A few sizes keep the number of
 * prepared statements small: the page reads up to the next size and keeps `limit` rows.
 */
const FETCH_SIZES = [26, 51, MAX_PER_PAGE + 1];
const fetchSize = (limit: number) => FETCH_SIZES.find((n) => n >= limit) ?? limit;

/**
 * A search has two forms. Its matches found through the trigram index and sorted: right when
 * they are few, but the plan depends on the pattern, so PostgreSQL plans it afresh on every
 * run (1.5-10 ms in embedded PGlite, more than running it). Or the list read in sort order
 * and filtered until the page is full: one plan for every pattern, kept after five runs, and
 * cheap when matches are common. The second is used once the remembered total says the page
 * fills within this many rows (a search matching at least ~1.3% of a 25-row page's list).
 */
const DENSE_SCAN_ROWS = 2000;

/** Whether a search with this remembered total (if any) reads the list in sort order. */
export function readsInSortOrder(known: { total: number; of: number } | undefined, limit: number): boolean {
  return !!known && known.total > 0 && (fetchSize(limit) * known.of) / known.total <= DENSE_SCAN_ROWS;
}

/**
 * Where a filter's values come from: the list's prepared statements name placeholders (`P`),
 * a one-off statement (a bulk action over "all matching") binds the values themselves.
 */
type FilterValues = Pick<typeof P, "loc" | "tab" | "pattern" | "needle" | "statusValue" | "tagId" | "temperature" | "source" | "starred" | "flagged" | "dateFrom" | "dateTo">;
type Bound = { [K in keyof FilterValues]: SQL };

/** The location's zone, read in the statement itself (one uncorrelated subquery, run once). */
const locationZone = (v: FilterValues | Bound) => sql`(select ${locations.timezone} from ${locations} where ${locations.id} = ${v.loc})`;

/** Each filter's condition; values travel as text and are cast in SQL (see the seek below). */
const FILTER_SQL: Record<FilterName, (v: FilterValues | Bound) => SQL> = {
  status_value: (v) => sql`${contacts.status} = ${v.statusValue}::text`,
  tag_id: (v) =>
    sql`exists (select 1 from ${contactTags} ct where ct.location_id = ${v.loc} and ct.tag_id = ${v.tagId}::text::int and ct.contact_id = ${contacts.id})`,
  temperature: (v) => sql`${contacts.temperature} = ${v.temperature}::text`,
  source: (v) => sql`${contacts.source} = ${v.source}::text`,
  starred: (v) => sql`${contacts.starred} = ${v.starred}::text::boolean`,
  flagged: (v) => sql`${contacts.flagged} = ${v.flagged}::text::boolean`,
  // Whole days of the location's zone, inclusive: from its midnight of date_from to before its
  // midnight after date_to (the presets name the location's days: lib/list/date-presets.ts).
  date_from: (v) => sql`${contacts.createdAt} >= (${v.dateFrom}::text::date)::timestamp at time zone ${locationZone(v)}`,
  date_to: (v) => sql`${contacts.createdAt} < (${v.dateTo}::text::date + 1)::timestamp at time zone ${locationZone(v)}`,
};

/** The WHERE of a list shape: the one filter code of the list, its totals, the export and bulk actions. */
export function listFilter(shape: Pick<Shape, "byTab" | "search" | "dense" | "filters">, v: FilterValues | Bound = P): SQL {
  return and(
    eq(contacts.locationId, v.loc),
    isNull(contacts.deletedAt),
    shape.byTab ? eq(contacts.tab, v.tab) : undefined,
    ...shape.filters.map((f) => FILTER_SQL[f](v)),
    // position() is what LIKE '%needle%' means, in a form the trigram index does not serve.
    shape.search ? (shape.dense ? sql`position(${v.needle}::text in ${contacts.searchText}) > 0` : sql`${contacts.searchText} like ${v.pattern}`) : undefined,
  )!;
}

/**
 * The list's WHERE for one filter query with its values bound (not prepared): what a bulk action
 * over "all matching" acts on, so it touches exactly the rows the list shows.
 */
export function filterWhere(locationId: number, q: Partial<ContactFilterQuery>): SQL {
  const params = filterParams(q);
  const bind = (x: unknown) => sql`${x}`;
  const search = q.search?.toLowerCase();
  const v: Bound = {
    loc: bind(locationId),
    tab: bind(q.status ?? null),
    pattern: bind(search ? `%${escapeLike(search)}%` : null),
    needle: bind(search ?? null),
    statusValue: bind(params.statusValue),
    tagId: bind(params.tagId),
    temperature: bind(params.temperature),
    source: bind(params.source),
    starred: bind(params.starred),
    flagged: bind(params.flagged),
    dateFrom: bind(params.dateFrom),
    dateTo: bind(params.dateTo),
  };
  return listFilter({ byTab: !!q.status, search: !!search, dense: false, filters: filterSet(q) }, v);
}

/** Whether the trigger-kept counters can answer a shape's total: no search, at most a status item. */
const countersAnswer = (shape: Pick<Shape, "search" | "filters">) => !shape.search && shape.filters.every((f) => f === "status_value");

/** The counters answer the tab or status item; a search or another filter counts its matches. */
function totalQuery(shape: Pick<Shape, "byTab" | "search" | "dense" | "filters">): SQL {
  if (!countersAnswer(shape)) return sql`select count(*) from ${contacts} where ${listFilter(shape)}`;
  return sql`select coalesce(sum(${contactCounts.n}), 0) from ${contactCounts} where ${and(
    eq(contactCounts.locationId, P.loc),
    shape.byTab ? eq(contactCounts.tab, P.tab) : undefined,
    shape.filters.includes("status_value") ? sql`${contactCounts.status} = ${P.statusValue}::text` : undefined,
  )}`;
}

/**
 * One statement per page: the page's ids from the sort index (seeking from a remembered
 * boundary when there is one, else skipping with OFFSET), the page's JSON built from their
 * rows, the boundaries of the page, the total and the list version. Node receives one row of
 * a few scalars and passes the JSON through: no per-row objects, no re-serialisation.
 */
function buildPageQuery(db: Db, shape: Shape) {
  const column = ORDER_COLUMNS[shape.orderBy];
  const dir = shape.order === "asc" ? asc : desc;
  const d = sql.raw(shape.order === "asc" ? "asc" : "desc");
  // The boundary travels as text and is cast in SQL: drivers' own typed serialisers (a
  // string for a boolean, say) would otherwise garble it.
  const seek = shape.seek
    ? sql`(${column}, ${contacts.id}) ${sql.raw(shape.order === "asc" ? ">" : "<")} (${P.seekKey}::text::${sql.raw(SEEK_TYPES[shape.orderBy]!)}, ${P.seekId}::int)`
    : undefined;
  const ids = db
    .select({ pid: sql<number>`${contacts.id}`.as("pid"), k: sql`${column}`.as("k"), ks: sql<string>`(${column})::text`.as("ks") })
    .from(contacts)
    .where(and(listFilter(shape), seek))
    .orderBy(dir(column), dir(contacts.id));
  const skip = shape.skips ? sql` offset ${P.offset}` : sql``;
  // `rows` numbers the page (1 = the row before it when `skip` is 1) and keeps `limit` of the
  // rows read; a CTE used several times is computed once.
  const summary = sql`(
    with page as (${ids} limit ${shape.fetch ? sql.raw(String(shape.fetch)) : P.limit}${skip}),
    rows as (select * from (select pid, ks, row_number() over (order by k ${d}, pid ${d}) as i from page) numbered where i <= ${P.limit})
    select
      (select '[' || string_agg(row_to_json(w)::text, ',' order by r.i) || ']'
         from rows r join ${contacts} c on c.id = r.pid and c.location_id = ${P.loc}
         cross join lateral (${WIRE_ROW}) w
        where r.i > ${P.skip}) as data,
      (select count(*)::int from rows) as n,
      (select ks from rows order by i limit 1) as first_ks,
      (select pid from rows order by i limit 1) as first_id,
      (select ks from rows order by i desc limit 1) as last_ks,
      (select pid from rows order by i desc limit 1) as last_id,
      ${shape.knownTotal
        ? sql`case when (select v from contact_list_versions where location_id = ${P.loc}) = ${P.knownVersion}::int then ${P.knownTotal}::int end`
        : sql`(${totalQuery(shape)})::int`} as total,
      (select v from contact_list_versions where location_id = ${P.loc})::int as version,
      ${!countersAnswer(shape) ? sql`(${totalQuery({ byTab: shape.byTab, search: false, dense: false, filters: [] })})::int` : sql`null::int`} as list_total
  ) as s`;
  return db
    .select({
      data: sql<string | null>`s.data`,
      n: sql<number>`s.n`,
      firstKs: sql<string | null>`s.first_ks`,
      firstId: sql<number | null>`s.first_id`,
      lastKs: sql<string | null>`s.last_ks`,
      lastId: sql<number | null>`s.last_id`,
      total: sql<number | null>`s.total`,
      version: sql<number | null>`s.version`,
      listTotal: sql<number | null>`s.list_total`,
    })
    .from(summary)
    .prepare(`contact_page_${shapeKey(shape).replace(/\W/g, "_")}`);
}

const shapeKey = (s: Shape) =>
  `${s.orderBy}_${s.order}_${+s.byTab}${+s.search}${+s.dense}${+s.seek}${+s.skips}${+s.knownTotal}_${s.fetch}${s.filters.length ? `_${s.filters.join("_")}` : ""}`;
const pageQueries = new WeakMap<Db, Map<string, ReturnType<typeof buildPageQuery>>>();

function pageQuery(db: Db, shape: Shape) {
  let byShape = pageQueries.get(db);
  if (!byShape) pageQueries.set(db, (byShape = new Map()));
  const key = shapeKey(shape);
  let q = byShape.get(key);
  if (!q) byShape.set(key, (q = buildPageQuery(db, shape)));
  return q;
}

/** A page past the end has no rows to carry the total: count on its own (rare). */
async function countOnly(db: Db, shape: Shape, params: Record<string, unknown>): Promise<number> {
  // Counting visits every match: the trigram index finds them, whatever the page's form.
  shape = { ...shape, dense: false };
  const [row] = await db
    .select({ n: sql<number>`(${totalQuery(shape)})`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .prepare(`contact_count_${shapeKey(shape)}`)
    .execute(params);
  return row.n;
}

/** A page of contacts as the API's JSON text (`{ data, current_page, last_page, per_page, total }`). */
export async function listContactsJson(db: Db, ctx: Ctx, q: ContactListQuery, retried = false): Promise<string> {
  const seekType = q.search ? undefined : SEEK_TYPES[q.order_by];
  const filters = filterSet(q);
  const fkey = filterKey(q);
  const key = `${ctx.locationId}|${q.status ?? ""}|${q.order_by}|${q.order}${fkey ? `|${fkey}` : ""}`;
  const start = (q.page - 1) * q.per_page;
  // The contact statement seeks by the remembered sort key (seekKey below).
  const anchor = seekType ? nearestAnchor(key, start - 1) : null;
  // Also read the row before the page (unless it is the anchor) to remember this page's start.
  const withPrev = start > 0 && anchor?.index !== start - 1;
  const offset = (anchor ? start - (anchor.index + 1) : start) - (withPrev ? 1 : 0);
  const pattern = q.search ? `%${escapeLike(q.search.toLowerCase())}%` : null;
  // Totals the counters cannot answer (a search, a filter) are remembered per list version.
  const counted = !countersAnswer({ search: !!q.search, filters });
  const totalKey = counted ? `${ctx.locationId}|${q.status ?? ""}|${pattern ?? ""}${fkey ? `|${fkey}` : ""}` : "";
  const known = counted ? rememberedTotal(totalKey) : undefined;
  const limit = q.per_page + (withPrev ? 1 : 0);
  const dense = !!q.search && readsInSortOrder(known, limit);
  const shape: Shape = {
    orderBy: q.order_by, order: q.order, byTab: !!q.status, search: !!q.search, filters, dense, seek: !!anchor, skips: offset > 0, knownTotal: !!known,
    fetch: q.search && !dense ? 0 : fetchSize(limit),
  };
  const params = {
    loc: ctx.locationId,
    tab: q.status ?? null,
    pattern,
    needle: dense ? q.search!.toLowerCase() : null,
    seekKey: anchor?.k ?? null,
    seekId: anchor?.id ?? null,
    limit,
    offset,
    skip: withPrev ? 1 : 0,
    knownVersion: known?.version ?? null,
    knownTotal: known?.total ?? null,
    ...filterParams(q),
  };
  const [r] = await pageQuery(db, shape).execute(params);
  const n = Number(r.n);

  const version = Number(r.version ?? 0);
  if (anchor && n && version !== cachedVersion(key)) {
    // The list changed since the boundary was taken: forget it and page by offset.
    forget(key);
    if (!retried) return listContactsJson(db, ctx, q, true);
  }
  const rows = n - (withPrev && n ? 1 : 0);
  if (seekType && rows > 0) {
    const points = [{ index: start + rows - 1, k: r.lastKs!, id: Number(r.lastId) }];
    if (withPrev) points.push({ index: start - 1, k: r.firstKs!, id: Number(r.firstId) });
    remember(key, version, points);
  }
  // A page past the end (not even the row before it) has no rows to count with, and a
  // remembered search total comes back null when the list moved since: count on its own. (The
  // count is not left in the statement for that case: PostgreSQL plans searches afresh on every
  // run, and planning the count costs as much as the rest of the page.)
  const total = n && r.total != null ? Number(r.total) : await countOnly(db, shape, params);
  if (counted && n && r.version != null && r.listTotal != null) rememberTotal(totalKey, version, total, Number(r.listTotal));
  const lastPage = Math.max(1, Math.ceil(total / q.per_page));
  return `{"data":${rows > 0 ? r.data : "[]"},"current_page":${q.page},"last_page":${lastPage},"per_page":${q.per_page},"total":${total}}`;
}

/** The same page as objects, for server-rendered screens (one code path, one wire format). */
export async function listContacts(db: Db, ctx: Ctx, q: ContactListQuery): Promise<Page<ContactListRow>> {
  return JSON.parse(await listContactsJson(db, ctx, q)) as Page<ContactListRow>;
}

/** The five status tabs with their items and contact counts. */
export async function listTabs(db: Db, ctx: Ctx) {
  const [items, counts] = await Promise.all([
    db
      .select()
      .from(contactStatuses)
      .where(eq(contactStatuses.locationId, ctx.locationId))
      .orderBy(asc(contactStatuses.sort), asc(contactStatuses.id)),
    // Trigger-kept counters: a few rows, not a scan of every contact.
    db
      .select({ tab: contactCounts.tab, status: contactCounts.status, n: contactCounts.n })
      .from(contactCounts)
      .where(eq(contactCounts.locationId, ctx.locationId)),
  ]);
  return CONTACT_TABS.map((type: ContactTab) => {
    const inTab = counts.filter((r) => r.tab === type);
    return {
      type,
      title: TAB_TITLES[type],
      count: inTab.reduce((s, r) => s + r.n, 0),
      items: items
        .filter((i) => i.tab === type)
        .map((i) => ({
          id: i.id,
          title: i.title,
          value: i.value,
          count: inTab.find((r) => r.status === i.value)?.n ?? 0,
        })),
    };
  });
}
