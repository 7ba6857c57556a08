import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { Db } from "@/db";
import { accessTokens, files, passwordResets, userSettings, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { notFound, validationError } from "@/lib/http/errors";
import { getFileUrl } from "@/lib/platform/files";
import { isReserved } from "@/lib/organization/reserved-words";
import { MSG, PASSWORD_CHANGED, PROFILE_UPDATED, CONTACT_PREFERENCES_UPDATED, CONTACT_PROFILE_SETTING_UPDATED } from "./constants";
import { confirmPassword } from "./reauth";
import type { changePasswordBody, contactProfileSettingBody, updateProfileBody } from "./schemas";

/**
 * A new password ends every other session of the user at once (the token cache drops its
 * answers on the write), keeps the one that made the change, and voids pending reset links.
 */
async function endOtherSessions(db: Db, ctx: Ctx) {
  const now = new Date();
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, ctx.userId), ne(accessTokens.id, ctx.tokenId), isNull(accessTokens.revokedAt)));
  await db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, ctx.userId), isNull(passwordResets.usedAt)));
}

async function assertNewPassword(storedHash: string, password: string) {
  if (await verifyPassword(storedHash, password)) throw validationError({ password: [MSG.samePassword] });
}

async function checkName(db: Db, name: string | undefined) {
  if (name !== undefined && (await isReserved(db, name))) throw validationError({ full_name: [MSG.nameReserved] });
}

/** The picture must be an image stored for the accessed location (POST /file-upload). */
async function profilePicUrl(db: Db, ctx: Ctx, fileId: number | null | undefined): Promise<string | null | undefined> {
  if (fileId === undefined || fileId === null) return fileId;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.locationId, ctx.locationId), eq(files.kind, "image"), eq(files.visibility, "public")));
  if (!row) throw validationError({ profile_pic: [MSG.imageInvalid] });
  return getFileUrl(row);
}

function profileData(u: typeof users.$inferSelect) {
  return { id: u.id, email: u.email, full_name: u.fullName, profile_pic: u.profilePic };
}

/** PATCH /user/update-profile (doc 1 s2 Edit Profile): email, picture, name, new password. */
export async function updateProfile(db: Db, ctx: Ctx, body: z.output<typeof updateProfileBody>, ip: string | null) {
  const [current] = await db.select().from(users).where(eq(users.id, ctx.userId));
  if (!current) throw notFound("User");
  const emailChanged = body.email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanged || body.password) {
    await confirmPassword(db, ctx.userId, body.current_password, ip);
    if (body.password) await assertNewPassword(current.passwordHash, body.password);
  }
  await checkName(db, body.full_name);
  if (emailChanged) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, body.email.toLowerCase()), ne(users.id, ctx.userId)))
      .limit(1);
    if (taken) throw validationError({ email: [MSG.emailTaken] });
  }
  const pic = await profilePicUrl(db, ctx, body.profile_pic);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const updated = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [u] = await t
      .update(users)
      .set({
        email: body.email,
        ...(body.full_name !== undefined ? { fullName: body.full_name } : {}),
        ...(pic !== undefined ? { profilePic: pic } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, ctx.userId))
      .returning();
    if (passwordHash) await endOtherSessions(t, ctx);
    return u;
  });
  return { message: PROFILE_UPDATED, data: profileData(updated) };
}

/** POST /user/change-password: the current password, then the new one; other sessions end. */
export async function changePassword(db: Db, ctx: Ctx, body: z.output<typeof changePasswordBody>, ip: string | null) {
  const stored = await confirmPassword(db, ctx.userId, body.current_password, ip);
  await assertNewPassword(stored, body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, ctx.userId));
    await endOtherSessions(t, ctx);
  });
  return { status: 1, message: PASSWORD_CHANGED };
}

/** PATCH /user/update: the user's own name. */
export async function updateUser(db: Db, ctx: Ctx, body: { full_name: string }) {
  await checkName(db, body.full_name);
  const [u] = await db.update(users).set({ fullName: body.full_name, updatedAt: new Date() }).where(eq(users.id, ctx.userId)).returning();
  return { message: PROFILE_UPDATED, data: profileData(u) };
}

export async function getContactPreferences(db: Db, ctx: Ctx) {
  const [u] = await db.select({ id: users.id, has_tooltip: users.hasTooltip }).from(users).where(eq(users.id, ctx.userId));
  return { data: u };
}

/** POST /user/update-contact-preferences: only the caller's own preferences (another id is a 404). */
export async function updateContactPreferences(db: Db, ctx: Ctx, body: { id?: number; has_tooltip: boolean | 0 | 1 }) {
  if (body.id !== undefined && body.id !== ctx.userId) throw notFound("User");
  const [u] = await db
    .update(users)
    .set({ hasTooltip: body.has_tooltip === true || body.has_tooltip === 1, updatedAt: new Date() })
    .where(eq(users.id, ctx.userId))
    .returning({ id: users.id, has_tooltip: users.hasTooltip });
  return { message: CONTACT_PREFERENCES_UPDATED, data: u };
}

export async function contactProfileSetting(db: Db, userId: number): Promise<Record<string, unknown>> {
  const [row] = await db.select({ s: userSettings.contactProfileSetting }).from(userSettings).where(eq(userSettings.userId, userId));
  return row?.s ?? {};
}

/** PATCH /user/update-contact-profile-setting: replaces the stored map (refresh answers it). */
export async function updateContactProfileSetting(db: Db, ctx: Ctx, setting: z.output<typeof contactProfileSettingBody>) {
  await db
    .insert(userSettings)
    .values({ userId: ctx.userId, contactProfileSetting: setting })
    .onConflictDoUpdate({ target: userSettings.userId, set: { contactProfileSetting: setting, updatedAt: new Date() } });
  return { message: CONTACT_PROFILE_SETTING_UPDATED, data: setting };
}
