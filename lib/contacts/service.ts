import "server-only";
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { contactCounts, contactStatuses, contacts, temperatureRank } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { toPage } from "@/lib/http/pagination";
import { CONTACT_TABS, TAB_TITLES, type ContactTab } from "./constants";
import type { ContactListQuery } from "./schemas";
import { cachedVersion, forget, nearestAnchor, remember } from "./page-anchors";

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

/** The same expression the trigram index is built on, so searches use it. */
const searchText = sql`lower(${contacts.firstName} || ' ' || ${contacts.lastName} || ' ' || coalesce(${contacts.email}, '') || ' ' || coalesce(${contacts.number}, ''))`;

function escapeLike(s: string) {
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

const LIST_COLUMNS = {
  id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email,
  number: contacts.number, status: contacts.status, tab: contacts.tab, gender: contacts.gender,
  temperature: contacts.temperature, source: contacts.source, starred: contacts.starred, flagged: contacts.flagged,
  photo: contacts.photo, memberId: contacts.memberId, loginCount: contacts.loginCount,
  lastEmailActivity: contacts.lastEmailActivity, lastChat: contacts.lastChat, lastAction: contacts.lastAction,
  createdAt: contacts.createdAt,
};

/** Query parameters: each list shape is built and prepared once, then run with values. */
const P = {
  loc: sql.placeholder("loc"),
  tab: sql.placeholder("tab"),
  pattern: sql.placeholder("pattern"),
  seekKey: sql.placeholder("seekKey"),
  seekId: sql.placeholder("seekId"),
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
};

type Shape = {
  orderBy: ContactListQuery["order_by"];
  order: ContactListQuery["order"];
  byTab: boolean;
  search: boolean;
  seek: boolean;
  /** Whether rows are skipped: an unknown OFFSET makes the planner assume a deep page. */
  skips: boolean;
};

function listFilter(shape: Pick<Shape, "byTab" | "search">): SQL {
  return and(
    eq(contacts.locationId, P.loc),
    isNull(contacts.deletedAt),
    shape.byTab ? eq(contacts.tab, P.tab) : undefined,
    shape.search ? sql`${searchText} like ${P.pattern}` : undefined,
  )!;
}

/** Without a search the trigger-kept counters answer; a search counts its (index-found) matches. */
function totalQuery(shape: Pick<Shape, "byTab" | "search">): SQL {
  if (shape.search) return sql`select count(*) from ${contacts} where ${listFilter(shape)}`;
  return sql`select coalesce(sum(${contactCounts.n}), 0) from ${contactCounts} where ${and(
    eq(contactCounts.locationId, P.loc),
    shape.byTab ? eq(contactCounts.tab, P.tab) : undefined,
  )}`;
}

/**
 * One statement per page: the page's ids from the sort index (seeking from a remembered
 * boundary when there is one, else skipping with OFFSET), their rows, the total and the
 * list version.
 */
function buildPageQuery(db: Db, shape: Shape) {
  const column = ORDER_COLUMNS[shape.orderBy];
  const dir = shape.order === "asc" ? asc : desc;
  // The boundary travels as text and is cast in SQL: drivers' own typed serialisers (a
  // string for a boolean, say) would otherwise garble it.
  const seek = shape.seek
    ? sql`(${column}, ${contacts.id}) ${sql.raw(shape.order === "asc" ? ">" : "<")} (${P.seekKey}::text::${sql.raw(SEEK_TYPES[shape.orderBy]!)}, ${P.seekId}::int)`
    : undefined;
  const ids = db
    .select({ pid: contacts.id, k: sql`${column}`.as("k"), ks: sql<string>`(${column})::text`.as("ks") })
    .from(contacts)
    .where(and(listFilter(shape), seek))
    .orderBy(dir(column), dir(contacts.id))
    .limit(P.limit);
  const page = db.$with("page").as(shape.skips ? ids.offset(P.offset) : ids);
  return db
    .with(page)
    .select({
      ...LIST_COLUMNS,
      ks: page.ks,
      total: sql<number>`(${totalQuery(shape)})`.mapWith(Number),
      version: sql<number>`(select v from contact_list_versions where location_id = ${P.loc})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(contacts, eq(contacts.id, page.pid))
    .where(eq(contacts.locationId, P.loc))
    .orderBy(dir(page.k), dir(page.pid))
    .prepare(`contact_page_${shapeKey(shape).replace(/\W/g, "_")}`);
}

const shapeKey = (s: Shape) => `${s.orderBy}_${s.order}_${+s.byTab}${+s.search}${+s.seek}${+s.skips}`;
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
  const [row] = await db
    .select({ n: sql<number>`(${totalQuery(shape)})`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .prepare(`contact_count_${shapeKey(shape)}`)
    .execute(params);
  return row.n;
}

export async function listContacts(db: Db, ctx: Ctx, q: ContactListQuery, retried = false): Promise<ReturnType<typeof toPage<ReturnType<typeof toWire>>>> {
  const seekType = q.search ? undefined : SEEK_TYPES[q.order_by];
  const key = `${ctx.locationId}|${q.status ?? ""}|${q.order_by}|${q.order}`;
  const start = (q.page - 1) * q.per_page;
  const anchor = seekType ? nearestAnchor(key, cachedVersion(key), start - 1) : null;
  // Also read the row before the page (unless it is the anchor) to remember this page's start.
  const withPrev = start > 0 && anchor?.index !== start - 1;
  const offset = (anchor ? start - (anchor.index + 1) : start) - (withPrev ? 1 : 0);
  const shape: Shape = {
    orderBy: q.order_by, order: q.order, byTab: !!q.status, search: !!q.search, seek: !!anchor, skips: offset > 0,
  };
  const params = {
    loc: ctx.locationId,
    tab: q.status ?? null,
    pattern: q.search ? `%${escapeLike(q.search.toLowerCase())}%` : null,
    seekKey: anchor?.k ?? null,
    seekId: anchor?.id ?? null,
    limit: q.per_page + (withPrev ? 1 : 0),
    offset,
  };
  const rows = await pageQuery(db, shape).execute(params);

  const version = rows[0]?.version ?? 0;
  if (anchor && rows.length && version !== cachedVersion(key)) {
    // The list changed since the boundary was taken: forget it and page by offset.
    forget(key);
    if (!retried) return listContacts(db, ctx, q, true);
  }
  const prev = withPrev ? rows.shift() : undefined;
  if (seekType && rows.length) {
    const points = [{ index: start + rows.length - 1, k: rows[rows.length - 1].ks, id: rows[rows.length - 1].id }];
    if (prev) points.push({ index: start - 1, k: prev.ks, id: prev.id });
    remember(key, version, points);
  }
  // A page past the end has no rows to carry the total: count on its own.
  const total = prev?.total ?? rows[0]?.total ?? (await countOnly(db, shape, params));
  return toPage(rows.map(toWire), total, q.page, q.per_page);
}

function toWire(c: { [K in keyof typeof LIST_COLUMNS]: (typeof contacts.$inferSelect)[K] }) {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    number: c.number,
    status: c.status,
    tab: c.tab,
    gender: c.gender,
    temperature: c.temperature,
    source: c.source,
    starred: c.starred,
    flagged: c.flagged,
    photo: c.photo,
    member_id: c.memberId,
    login_count: c.loginCount,
    last_email_activity: c.lastEmailActivity?.toISOString() ?? null,
    last_chat: c.lastChat?.toISOString() ?? null,
    last_action: c.lastAction,
    date_created: c.createdAt.toISOString(),
  };
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
