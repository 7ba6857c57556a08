import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { companies, contactStatuses, locations, memberships, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { DEFAULT_STATUSES } from "@/lib/contacts/default-statuses";
import { assertWithinLimit } from "@/lib/membership/limits";
import { USER_TYPES } from "@/lib/users/constants";
import { audit } from "./audit";
import { MSG, REFUSE } from "./constants";
import { assertCompanyLevel, manageableLocations, reachesAll } from "./manage";
import { isReserved } from "./reserved-words";

const usersCount = sql<number>`(select count(*)::int from memberships m where m.location_id = "locations"."id")`;

const rowOf = (r: { id: number; businessname: string; is_primary: boolean; is_suspended: boolean; users_count: number; created_at: Date }) => ({
  ...r,
  users_count: Number(r.users_count),
  created_at: r.created_at.toISOString(),
});

/** The company's locations the caller may manage (all of them for the owner), primary first. */
export async function listCompanyLocations(db: Db, ctx: Ctx) {
  assertCompanyLevel(ctx);
  const cols = {
    id: locations.id,
    businessname: locations.businessname,
    is_primary: locations.isPrimary,
    is_suspended: locations.isSuspended,
    users_count: usersCount,
    created_at: locations.createdAt,
  };
  const base = reachesAll(ctx)
    ? db.select(cols).from(locations).where(eq(locations.companyId, ctx.companyId))
    : db
        .select(cols)
        .from(locations)
        .innerJoin(memberships, and(eq(memberships.locationId, locations.id), eq(memberships.userId, ctx.userId)))
        .where(eq(locations.companyId, ctx.companyId));
  const rows = await base.orderBy(desc(locations.isPrimary), asc(locations.id));
  return rows.map(rowOf);
}

async function assertNameAllowed(db: Db, name: string) {
  if (await isReserved(db, name)) throw validationError({ businessname: [REFUSE.reserved] });
}

/**
 * POST /organization/location/create: a secondary location with the default status tabs. The
 * owner and the company's super users reach it at once; a company user who creates it joins it
 * with their own permission map.
 */
export async function createLocation(db: Db, ctx: Ctx, body: { businessname: string }) {
  assertCompanyLevel(ctx);
  await assertNameAllowed(db, body.businessname);
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await assertWithinLimit(t, ctx, "locations");
    const [loc] = await t.insert(locations).values({ companyId: ctx.companyId, businessname: body.businessname, isPrimary: false }).returning({ id: locations.id });
    await t.insert(contactStatuses).values(DEFAULT_STATUSES.map((s, i) => ({ ...s, locationId: loc.id, sort: i })));
    // Everyone who reaches every location: the owner and the super users (by their memberships here).
    await t.execute(sql`
      insert into memberships (user_id, location_id, user_type, permissions)
      select distinct on (m.user_id) m.user_id, ${loc.id}, m.user_type, m.permissions
      from memberships m join locations l on l.id = m.location_id
      where l.company_id = ${ctx.companyId} and m.user_type in (${USER_TYPES.primary}, ${USER_TYPES.superUser})
      order by m.user_id, m.id
      on conflict do nothing`);
    await t
      .insert(memberships)
      .values({ userId: ctx.userId, locationId: loc.id, userType: ctx.userType, permissions: ctx.permissions })
      .onConflictDoNothing();
    await audit(t, ctx, { action: "location.created", targetType: "location", targetId: loc.id, targetName: body.businessname });
    return loc.id;
  });
  const [row] = (await listCompanyLocations(db, ctx)).filter((l) => l.id === id);
  return { message: MSG.secondarySaved, data: row };
}

/** PATCH /organization/location/{id}/update: the primary's message differs from a secondary's. */
export async function updateLocation(db: Db, ctx: Ctx, id: number, body: { businessname: string }) {
  assertCompanyLevel(ctx);
  const [loc] = await manageableLocations(db, ctx, [id]);
  await assertNameAllowed(db, body.businessname);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [updated] = await t
      .update(locations)
      .set({ businessname: body.businessname })
      .where(and(eq(locations.id, id), eq(locations.companyId, ctx.companyId)))
      .returning({ id: locations.id });
    if (!updated) throw notFound("Location");
    await audit(t, ctx, { action: "location.updated", targetType: "location", targetId: id, targetName: body.businessname, details: { businessname: { from: loc.businessname, to: body.businessname } } });
  });
  const [row] = (await listCompanyLocations(db, ctx)).filter((l) => l.id === id);
  return { message: loc.isPrimary ? MSG.primaryUpdated : MSG.secondarySaved, data: row };
}

/** DELETE /organization/location/{id}/delete: secondary locations only, and not the one in use. */
export async function deleteLocation(db: Db, ctx: Ctx, id: number) {
  assertCompanyLevel(ctx);
  const [loc] = await manageableLocations(db, ctx, [id]);
  if (loc.isPrimary) throw validationError({ id: [REFUSE.primaryDelete] });
  if (id === ctx.locationId) throw validationError({ id: [REFUSE.inUse] });
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [gone] = await t
      .delete(locations)
      .where(and(eq(locations.id, id), eq(locations.companyId, ctx.companyId), eq(locations.isPrimary, false)))
      .returning({ id: locations.id });
    if (!gone) throw notFound("Location");
    await audit(t, ctx, { action: "location.deleted", targetType: "location", targetId: id, targetName: loc.businessname });
  });
  return { message: MSG.secondaryDeleted };
}

/** PATCH /organization/location/{id}/suspend: a toggle (or the state asked for: status 1 suspends). */
export async function suspendLocation(db: Db, ctx: Ctx, id: number, status?: boolean) {
  assertCompanyLevel(ctx);
  const [loc] = await manageableLocations(db, ctx, [id]);
  if (loc.isPrimary) throw validationError({ id: [REFUSE.primarySuspend] });
  if (id === ctx.locationId) throw validationError({ id: [REFUSE.inUse] });
  const suspended = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(locations)
      .set({ isSuspended: status === undefined ? sql`not ${locations.isSuspended}` : status })
      .where(and(eq(locations.id, id), eq(locations.companyId, ctx.companyId), eq(locations.isPrimary, false)))
      .returning({ isSuspended: locations.isSuspended });
    if (!row) throw notFound("Location");
    await audit(t, ctx, { action: row.isSuspended ? "location.suspended" : "location.activated", targetType: "location", targetId: id, targetName: loc.businessname });
    return row.isSuspended;
  });
  return { message: suspended ? MSG.secondarySuspended : MSG.secondaryActivated, data: { id, is_suspended: suspended } };
}

/**
 * POST /organization/location/{id}/add-users: the company's users join the location with the
 * kind and permission map they already have in the company (their first membership).
 */
export async function addUsersToLocation(db: Db, ctx: Ctx, id: number, userIds: number[]) {
  assertCompanyLevel(ctx);
  const [loc] = await manageableLocations(db, ctx, [id]);
  const unique = [...new Set(userIds)];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t
      .selectDistinctOn([memberships.userId], { user_id: memberships.userId, user_type: memberships.userType, permissions: memberships.permissions, full_name: users.fullName })
      .from(memberships)
      .innerJoin(locations, eq(locations.id, memberships.locationId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(locations.companyId, ctx.companyId), inArray(memberships.userId, unique)))
      .orderBy(memberships.userId, memberships.id);
    if (rows.length !== unique.length) throw notFound("User");
    await t
      .insert(memberships)
      .values(rows.map((r) => ({ userId: r.user_id, locationId: id, userType: r.user_type, permissions: r.permissions })))
      .onConflictDoNothing();
    await audit(t, ctx, rows.map((r) => ({ action: "user.location_added", targetType: "user" as const, targetId: r.user_id, targetName: r.full_name, details: { location: loc.businessname } })));
  });
  return { message: MSG.usersAdded };
}

/** The company's name for the audit and the screen header. */
export async function companyName(db: Db, ctx: Ctx): Promise<string> {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, ctx.companyId));
  return c?.name ?? "";
}
