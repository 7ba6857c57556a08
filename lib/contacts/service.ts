import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { contactCounts, contactStatuses, contacts, temperatureRank } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { toPage } from "@/lib/http/pagination";
import { CONTACT_TABS, TAB_TITLES, type ContactTab } from "./constants";
import type { ContactListQuery } from "./schemas";

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

export async function listContacts(db: Db, ctx: Ctx, q: ContactListQuery) {
  const where = listFilter(ctx, q);
  const column = ORDER_COLUMNS[q.order_by];
  const dir = q.order === "asc" ? asc : desc;
  // Page through the sort index alone (index-only), then join just that page's rows:
  // deep pages stay cheap without changing the spec's page-number API.
  const page = db.$with("page").as(
    db
      .select({ pid: contacts.id, k: sql`${column}`.as("k") })
      .from(contacts)
      .where(where)
      .orderBy(dir(column), dir(contacts.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
  );
  const [rows, total] = await Promise.all([
    db
      .with(page)
      .select({ c: contacts })
      .from(page)
      .innerJoin(contacts, eq(contacts.id, page.pid))
      .where(eq(contacts.locationId, ctx.locationId))
      .orderBy(dir(page.k), dir(page.pid)),
    countContacts(db, ctx, q, where),
  ]);
  const data = rows.map((r) => toWire(r.c));
  return toPage(data, total, q.page, q.per_page);
}

/** Without a search the trigger-kept counters answer; a search counts its (index-found) matches. */
async function countContacts(db: Db, ctx: Ctx, q: ContactListQuery, where: SQL): Promise<number> {
  if (q.search) {
    const [{ total }] = await db.select({ total: count() }).from(contacts).where(where);
    return total;
  }
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${contactCounts.n}), 0)::int` })
    .from(contactCounts)
    .where(and(eq(contactCounts.locationId, ctx.locationId), q.status ? eq(contactCounts.tab, q.status) : undefined));
  return total;
}

function toWire(c: typeof contacts.$inferSelect) {
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
    db
      .select({ tab: contacts.tab, status: contacts.status, n: count() })
      .from(contacts)
      .where(and(eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)))
      .groupBy(contacts.tab, contacts.status),
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
