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

function listFilter(ctx: Ctx, q: Pick<ContactListQuery, "search" | "status">): SQL {
  return and(
    eq(contacts.locationId, ctx.locationId),
    isNull(contacts.deletedAt),
    q.status ? eq(contacts.tab, q.status) : undefined,
    q.search ? sql`${searchText} like ${`%${escapeLike(q.search.toLowerCase())}%`}` : undefined,
  )!;
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

/**
 * One statement per page: the page's ids from the sort index (seeking from a remembered
 * boundary when there is one, else skipping with OFFSET), their rows, the total and the
 * list version.
 */
export async function listContacts(db: Db, ctx: Ctx, q: ContactListQuery, retried = false): Promise<ReturnType<typeof toPage<ReturnType<typeof toWire>>>> {
  const where = listFilter(ctx, q);
  const column = ORDER_COLUMNS[q.order_by];
  const dir = q.order === "asc" ? asc : desc;
  const seekType = q.search ? undefined : SEEK_TYPES[q.order_by];
  const key = `${ctx.locationId}|${q.status ?? ""}|${q.order_by}|${q.order}`;
  const start = (q.page - 1) * q.per_page;
  const anchor = seekType ? nearestAnchor(key, cachedVersion(key), start - 1) : null;
  // Also read the row before the page (unless it is the anchor) to remember this page's start.
  const withPrev = start > 0 && anchor?.index !== start - 1;
  const skip = (anchor ? start - (anchor.index + 1) : start) - (withPrev ? 1 : 0);
  // The boundary travels as text and is cast in SQL: drivers' own typed serialisers (a
  // string for a boolean, say) would otherwise garble it.
  const seek = anchor
    ? sql`(${column}, ${contacts.id}) ${sql.raw(q.order === "asc" ? ">" : "<")} (${anchor.k}::text::${sql.raw(seekType!)}, ${anchor.id})`
    : undefined;

  const page = db.$with("page").as(
    db
      .select({ pid: contacts.id, k: sql`${column}`.as("k"), ks: sql<string>`(${column})::text`.as("ks") })
      .from(contacts)
      .where(and(where, seek))
      .orderBy(dir(column), dir(contacts.id))
      .limit(q.per_page + (withPrev ? 1 : 0))
      .offset(skip),
  );
  const rows = await db
    .with(page)
    .select({
      ...LIST_COLUMNS,
      ks: page.ks,
      total: sql<number>`(${totalQuery(ctx, q, where)})`.mapWith(Number),
      version: sql<number>`(select v from contact_list_versions where location_id = ${ctx.locationId})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(contacts, eq(contacts.id, page.pid))
    .where(eq(contacts.locationId, ctx.locationId))
    .orderBy(dir(page.k), dir(page.pid));

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
  const total = prev?.total ?? rows[0]?.total ?? (await countOnly(db, ctx, q, where));
  return toPage(rows.map(toWire), total, q.page, q.per_page);
}

/** Without a search the trigger-kept counters answer; a search counts its (index-found) matches. */
function totalQuery(ctx: Ctx, q: ContactListQuery, where: SQL): SQL {
  if (q.search) return sql`select count(*) from ${contacts} where ${where}`;
  return sql`select coalesce(sum(${contactCounts.n}), 0) from ${contactCounts} where ${and(
    eq(contactCounts.locationId, ctx.locationId),
    q.status ? eq(contactCounts.tab, q.status) : undefined,
  )}`;
}

/** A page past the end has no rows to carry the total: count on its own. */
async function countOnly(db: Db, ctx: Ctx, q: ContactListQuery, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`(${totalQuery(ctx, q, where)})`.mapWith(Number) }).from(sql`(select 1) as one`);
  return row.n;
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
