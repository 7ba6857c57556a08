import "server-only";
import { and, asc, eq, ilike, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { companies, locations, memberships, passwordResets, users, type PermissionMap } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { hashPassword } from "@/lib/auth/password";
import { AREAS, PERMISSIONS, can, userKind, type Area } from "@/lib/auth/permissions";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { forbidden, notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { sendEmail } from "@/lib/platform/email";
import { assertWithinLimit } from "@/lib/membership/limits";
import { USER_TYPES } from "@/lib/users/constants";
import { audit } from "./audit";
import { CREDENTIALS_LINK_TTL_MS, MSG, REFUSE } from "./constants";
import { assertCompanyLevel, manageableLocations, reachesAll } from "./manage";
import { isReserved } from "./reserved-words";
import type { OrgUser, UserSave } from "./schemas";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Users with a membership in one of the company's locations: the company's users. */
const inCompany = (companyId: number) =>
  sql`exists (select 1 from memberships cm join locations cl on cl.id = cm.location_id where cm.user_id = ${users.id} and cl.company_id = ${companyId})`;

/**
 * The writes' rule, for reads too: the owner and super users reach every user of the company;
 * anyone else only users all of whose company locations are the caller's own (what saveOrgUser,
 * deleteOrgUser and resendCredentials check through manageableLocations). Undefined: no limit.
 */
const reachableUsers = (ctx: Ctx) =>
  reachesAll(ctx)
    ? undefined
    : sql`not exists (select 1 from memberships rm join locations rl on rl.id = rm.location_id where rm.user_id = ${users.id} and rl.company_id = ${ctx.companyId}
        and rm.location_id not in (select own.location_id from memberships own where own.user_id = ${ctx.userId}))`;

/** The user's memberships in the company, as JSON, in the list's own statement (no N+1). */
const locationsJson = (companyId: number) => sql<OrgUser["locations"]>`(
  select coalesce(json_agg(json_build_object('id', l.id, 'businessname', l.businessname, 'user_type', m.user_type) order by l.is_primary desc, l.id), '[]'::json)
  from memberships m join locations l on l.id = m.location_id
  where m.user_id = "users"."id" and l.company_id = ${companyId})`;

/** The full map with every area and action, missing ones false: what is stored and compared. */
export function fullMap(input: PermissionMap): PermissionMap {
  const out: PermissionMap = {};
  for (const area of AREAS) {
    out[area] = {};
    for (const action of PERMISSIONS[area]) out[area][action] = input[area]?.[action] === true;
  }
  return out;
}

/** Same grants, whatever the key order (jsonb stores keys in its own order). */
const sameMap = (a: PermissionMap | null, b: PermissionMap | null) =>
  a === null || b === null ? a === b : JSON.stringify(fullMap(a)) === JSON.stringify(fullMap(b));

/** What the caller may hand on: exactly what they hold themselves (doc 1 s6 rules). */
export function grantableMap(ctx: Ctx): PermissionMap {
  const out: PermissionMap = {};
  for (const area of AREAS) {
    out[area] = {};
    for (const action of PERMISSIONS[area]) out[area][action] = can(ctx, area, action as never);
  }
  return out;
}

/** GET /organization/permissions: the areas x actions table and what the caller may grant. */
export function permissionCatalogue(ctx: Ctx) {
  assertCompanyLevel(ctx);
  return {
    data: {
      areas: AREAS.map((area) => ({ area, actions: [...PERMISSIONS[area]] as string[] })),
      grantable: grantableMap(ctx),
      may_make_super_users: userKind(ctx) === "owner",
    },
  };
}

/** GET /organization/users: the company's users the caller may manage, with their locations, a page at a time. */
export async function listOrgUsers(db: Db, ctx: Ctx, q: { page: number; per_page: number; search?: string }) {
  assertCompanyLevel(ctx);
  const term = q.search ? `%${escapeLike(q.search)}%` : null;
  return listPage(
    {
      tenant: and(inCompany(ctx.companyId), reachableUsers(ctx))!,
      filters: [term ? or(ilike(users.fullName, term), ilike(users.email, term)) : undefined],
      sorts: { full_name: sql`lower(${users.fullName})` },
      sort: "full_name",
      direction: "asc",
      id: users.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({
          id: users.id,
          full_name: users.fullName,
          email: users.email,
          is_organization_owner: users.isOrganizationOwner,
          is_super_user: sql<boolean>`exists (select 1 from memberships sm join locations sl on sl.id = sm.location_id where sm.user_id = "users"."id" and sl.company_id = ${ctx.companyId} and sm.user_type = ${USER_TYPES.superUser})`,
          locations: locationsJson(ctx.companyId),
          __total,
        })
        .from(users)
        .$dynamic(),
    async (where) => (await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where))[0].n,
  );
}

/** GET /organization/{id}/super-users: the company's super users (the id is the company's). */
export async function listSuperUsers(db: Db, ctx: Ctx, companyId: number) {
  assertCompanyLevel(ctx);
  if (companyId !== ctx.companyId) throw notFound("Organization");
  const rows = await db
    .selectDistinct({ id: users.id, full_name: users.fullName, email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(and(eq(locations.companyId, ctx.companyId), eq(memberships.userType, USER_TYPES.superUser)))
    .orderBy(asc(users.fullName), asc(users.id));
  return { data: rows };
}

type Member = { id: number; fullName: string; email: string; isOrganizationOwner: boolean; memberships: { locationId: number; businessname: string; userType: string; permissions: PermissionMap | null }[] };

/** A user of the caller's company with their memberships in it; anyone else is a 404. */
async function companyUser(db: Db, ctx: Ctx, userId: number): Promise<Member> {
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      isOrganizationOwner: users.isOrganizationOwner,
      locationId: memberships.locationId,
      businessname: locations.businessname,
      userType: memberships.userType,
      permissions: memberships.permissions,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(and(eq(users.id, userId), eq(locations.companyId, ctx.companyId)))
    .orderBy(sql`${locations.isPrimary} desc`, asc(locations.id));
  if (!rows.length) throw notFound("User");
  const [r] = rows;
  return {
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    isOrganizationOwner: r.isOrganizationOwner,
    memberships: rows.map((m) => ({ locationId: m.locationId, businessname: m.businessname, userType: m.userType, permissions: m.permissions })),
  };
}

/** A company user the caller may manage (reads and writes alike); anyone else is a 404. */
async function reachableUser(db: Db, ctx: Ctx, userId: number): Promise<Member> {
  const u = await companyUser(db, ctx, userId);
  if (!reachesAll(ctx)) await manageableLocations(db, ctx, u.memberships.map((m) => m.locationId));
  return u;
}

const isOwnerOf = async (db: Db, ctx: Ctx, userId: number) => {
  const [c] = await db.select({ owner: companies.ownerUserId }).from(companies).where(eq(companies.id, ctx.companyId));
  return c?.owner === userId;
};

/** GET /organization/user/{id}/permissions: the user's map in each of the company's locations. */
export async function userPermissions(db: Db, ctx: Ctx, userId: number) {
  assertCompanyLevel(ctx);
  const u = await reachableUser(db, ctx, userId);
  const here = u.memberships.find((m) => m.locationId === ctx.locationId) ?? u.memberships[0];
  return {
    data: {
      user_id: u.id,
      is_super_user: u.memberships.some((m) => m.userType === USER_TYPES.superUser),
      permissions: here.permissions ? fullMap(here.permissions) : null,
      locations: u.memberships.map((m) => ({ id: m.locationId, businessname: m.businessname, user_type: m.userType, permissions: m.permissions ? fullMap(m.permissions) : null })),
    },
  };
}

/** Every permission the map grants must be one the caller holds (no privilege escalation). */
function assertGrantable(ctx: Ctx, map: PermissionMap) {
  const errors: Record<string, string[]> = {};
  for (const area of AREAS as Area[]) {
    for (const action of PERMISSIONS[area]) {
      if (map[area]?.[action] && !can(ctx, area, action as never)) errors[`permissions.${area}.${action}`] = [REFUSE.grant];
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** A set-password link by email (never a password): spends like a reset link, lasts a week. */
async function sendCredentials(db: Db, user: { id: number; email: string; fullName: string }, companyTitle: string) {
  const token = newToken();
  await db.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CREDENTIALS_LINK_TTL_MS) });
  const link = `${appUrl()}/password/${token}/reset`;
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  await sendEmail(db, {
    to: user.email,
    userId: user.id,
    sensitive: true,
    subject: `Your login for ${companyTitle}`,
    text: `Hi ${user.fullName},\n\nYou have a login for ${companyTitle}. Your email is ${user.email}. Open this link to choose a password (it works for 7 days):\n${link}\n\nAfterwards sign in at ${appUrl()}/login.`,
    html: `<p>Hi ${esc(user.fullName)},</p><p>You have a login for ${esc(companyTitle)}. Your email is ${esc(user.email)}.</p><p><a href="${link}">Choose your password</a> (the link works for 7 days).</p><p>Afterwards sign in at <a href="${appUrl()}/login">${appUrl()}/login</a>.</p>`,
  });
}

async function companyTitle(db: Db, ctx: Ctx) {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, ctx.companyId));
  return c?.name ?? "your team";
}

/**
 * POST /organization/user/save: creates a user (credentials by email) or updates one of the
 * company's, with the locations they may access and one permission map for all of them. A super
 * user has no map and reaches every location. The caller grants only what they hold, reaches only
 * their own locations, and only the owner makes super users.
 */
export async function saveOrgUser(db: Db, ctx: Ctx, body: UserSave) {
  assertCompanyLevel(ctx);
  const kind = userKind(ctx);
  if (body.is_super_user && kind !== "owner") throw forbidden(REFUSE.superUser);
  if (await isReserved(db, body.full_name)) throw validationError({ full_name: [REFUSE.reserved] });
  const existing = body.id ? await companyUser(db, ctx, body.id) : null;
  if (existing?.isOrganizationOwner || (existing && (await isOwnerOf(db, ctx, existing.id)))) throw validationError({ id: [REFUSE.owner] });
  if (existing && kind !== "owner" && existing.memberships.some((m) => m.userType === USER_TYPES.superUser)) throw forbidden(REFUSE.superUser);
  if (existing?.memberships.some((m) => m.userType === USER_TYPES.companyLocation)) throw validationError({ id: [REFUSE.companyLocation] });
  // A company user edits only users whose locations are all theirs too.
  if (existing && !reachesAll(ctx)) await manageableLocations(db, ctx, existing.memberships.map((m) => m.locationId));
  const locs = await manageableLocations(db, ctx, body.location_ids);
  const map = body.is_super_user ? null : fullMap(body.permissions);
  if (map) assertGrantable(ctx, map);
  const userType = body.is_super_user ? USER_TYPES.superUser : USER_TYPES.subAccount;
  // A super user reaches every location of the company, whatever was ticked.
  const targetIds = body.is_super_user
    ? (await db.select({ id: locations.id }).from(locations).where(eq(locations.companyId, ctx.companyId))).map((l) => l.id)
    : locs.map((l) => l.id);
  if (existing && body.email !== existing.email.toLowerCase()) {
    const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(sql`lower(${users.email})`, body.email), sql`${users.id} <> ${existing.id}`));
    if (taken) throw validationError({ email: [REFUSE.emailTaken] });
  }
  if (!existing) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, body.email));
    if (taken) throw validationError({ email: [REFUSE.emailTaken] });
  }
  // Unusable until the new user sets one through the emailed link.
  const placeholderHash = existing ? null : await hashPassword(newToken());

  const saved = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    let userId: number;
    if (existing) {
      userId = existing.id;
      await t.update(users).set({ fullName: body.full_name, email: body.email, updatedAt: new Date() }).where(eq(users.id, userId));
    } else {
      // A super user belongs to no company and is not counted (as the downgrade check counts).
      if (!body.is_super_user) await assertWithinLimit(t, ctx, "users");
      const [u] = await t
        .insert(users)
        .values({ email: body.email, fullName: body.full_name, passwordHash: placeholderHash!, companyId: body.is_super_user ? null : ctx.companyId })
        .returning({ id: users.id });
      userId = u.id;
    }
    // Leave the company's locations no longer chosen (only those the caller may manage).
    const manageable = reachesAll(ctx)
      ? sql`(select id from locations where company_id = ${ctx.companyId})`
      : sql`(select location_id from memberships where user_id = ${ctx.userId})`;
    if (existing) {
      await t
        .delete(memberships)
        .where(and(eq(memberships.userId, userId), notInArray(memberships.locationId, targetIds), inArray(memberships.locationId, manageable)));
    }
    await t
      .insert(memberships)
      .values(targetIds.map((locationId) => ({ userId, locationId, userType, permissions: map })))
      .onConflictDoUpdate({ target: [memberships.userId, memberships.locationId], set: { userType, permissions: map } });
    const before = existing
      ? { locations: existing.memberships.map((m) => m.businessname), permissions: existing.memberships[0]?.permissions ?? null, user_type: existing.memberships[0]?.userType, email: existing.email, full_name: existing.fullName }
      : null;
    const after = { locations: locs.map((l) => l.businessname), permissions: map, user_type: userType, email: body.email, full_name: body.full_name };
    await audit(t, ctx, {
      action: existing ? (sameMap(before?.permissions ?? null, map) && before?.user_type === userType ? "user.updated" : "user.permissions_changed") : "user.created",
      targetType: "user",
      targetId: userId,
      targetName: body.full_name,
      details: before ? { before, after } : { after },
    });
    return userId;
  });
  if (!existing) await sendCredentials(db, { id: saved, email: body.email, fullName: body.full_name }, await companyTitle(db, ctx));
  const [row] = (await listOrgUsers(db, ctx, { page: 1, per_page: 1, search: body.email })).data;
  return { message: MSG.userSaved, data: row };
}

/**
 * DELETE /organization/user/{id}/delete: the user leaves the company's locations; a user left
 * with no location anywhere is deleted (their sessions end with them). The owner stays.
 */
export async function deleteOrgUser(db: Db, ctx: Ctx, userId: number) {
  assertCompanyLevel(ctx);
  const u = await companyUser(db, ctx, userId);
  if (u.isOrganizationOwner || (await isOwnerOf(db, ctx, userId))) throw validationError({ id: [REFUSE.lastOwner] });
  if (userId === ctx.userId) throw validationError({ id: [REFUSE.self] });
  if (userKind(ctx) !== "owner" && u.memberships.some((m) => m.userType === USER_TYPES.superUser)) throw forbidden(REFUSE.superUser);
  if (!reachesAll(ctx)) await manageableLocations(db, ctx, u.memberships.map((m) => m.locationId));
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .delete(memberships)
      .where(and(eq(memberships.userId, userId), inArray(memberships.locationId, sql`(select id from locations where company_id = ${ctx.companyId})`)));
    await t.delete(users).where(and(eq(users.id, userId), sql`not exists (select 1 from memberships where user_id = ${userId})`));
    await audit(t, ctx, { action: "user.deleted", targetType: "user", targetId: userId, targetName: u.fullName, details: { email: u.email, locations: u.memberships.map((m) => m.businessname) } });
  });
  return { message: MSG.userDeleted };
}

/** POST /organization/user/{id}/resend-credentials: a fresh set-password link by email. */
export async function resendCredentials(db: Db, ctx: Ctx, userId: number) {
  assertCompanyLevel(ctx);
  const u = await reachableUser(db, ctx, userId);
  await sendCredentials(db, { id: u.id, email: u.email, fullName: u.fullName }, await companyTitle(db, ctx));
  await audit(db, ctx, { action: "user.credentials_sent", targetType: "user", targetId: u.id, targetName: u.fullName });
  return { status: 1, message: MSG.credentialsSent };
}
