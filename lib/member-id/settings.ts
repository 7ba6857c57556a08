import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { files, libraryImages, memberIdSettings } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { validationError } from "@/lib/http/errors";
import { checkMergeFields } from "@/lib/merge-fields/render";
import { getFileUrl } from "@/lib/platform/files";
import { CARD_LINK_FIELD, MEMBER_ID_DEFAULTS, MEMBER_ID_MSG, type CodeType } from "./constants";
import type { MemberIdSetting, StoreMemberIdSetting } from "./schemas";

/** A location's card design: its saved row joined to the logo's stored file, or the defaults. */
export async function getMemberIdSetting(db: Db, locationId: number): Promise<MemberIdSetting> {
  const [row] = await db
    .select({ s: memberIdSettings, file: { provider: files.provider, storageKey: files.storageKey, providerUrl: files.providerUrl, visibility: files.visibility } })
    .from(memberIdSettings)
    .leftJoin(libraryImages, and(eq(libraryImages.id, memberIdSettings.logoImageId), eq(libraryImages.locationId, memberIdSettings.locationId)))
    .leftJoin(files, eq(files.id, libraryImages.fileId))
    .where(eq(memberIdSettings.locationId, locationId));
  if (!row) return { ...MEMBER_ID_DEFAULTS, logo_image_id: null, logo_url: null };
  const s = row.s;
  return {
    title: s.title,
    logo_image_id: row.file?.storageKey ? s.logoImageId : null,
    logo_url: row.file?.storageKey ? getFileUrl(row.file) : null,
    background_color: s.backgroundColor,
    text_color: s.textColor,
    accent_color: s.accentColor,
    show_photo: s.showPhoto,
    code_type: s.codeType as CodeType,
    email_subject: s.emailSubject,
    email_body: s.emailBody,
    sms_body: s.smsBody,
    auto_send: s.autoSend,
  };
}

/** Checks the texts (known merge fields, the card link present) and the logo, then saves the card. */
export async function storeMemberIdSetting(db: Db, ctx: Ctx, input: StoreMemberIdSetting): Promise<MemberIdSetting> {
  const errors: Record<string, string[]> = {};
  if (!input.email_body.includes(CARD_LINK_FIELD)) errors.email_body = [MEMBER_ID_MSG.linkMissing];
  if (!input.sms_body.includes(CARD_LINK_FIELD)) errors.sms_body = [MEMBER_ID_MSG.linkMissing];
  const logoId = input.logo_image_id ?? null;
  if (logoId !== null) {
    const [img] = await db.select({ id: libraryImages.id }).from(libraryImages).where(and(eq(libraryImages.id, logoId), eq(libraryImages.locationId, ctx.locationId)));
    if (!img) errors.logo_image_id = [MEMBER_ID_MSG.logoInvalid];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  await checkMergeFields(db, ctx.locationId, { email_subject: input.email_subject, email_body: input.email_body, sms_body: input.sms_body }, { [CARD_LINK_FIELD]: "" });
  const values = {
    title: input.title,
    logoImageId: logoId,
    backgroundColor: input.background_color.toLowerCase(),
    textColor: input.text_color.toLowerCase(),
    accentColor: input.accent_color.toLowerCase(),
    showPhoto: input.show_photo,
    codeType: input.code_type,
    emailSubject: input.email_subject,
    emailBody: input.email_body,
    smsBody: input.sms_body,
    autoSend: input.auto_send,
  };
  // Switching auto-send on starts from now: earlier moves to clients are not sent in a burst.
  const since = input.auto_send ? sql`case when ${memberIdSettings.autoSend} then ${memberIdSettings.autoSendSince} else now() end` : sql`null`;
  await db
    .insert(memberIdSettings)
    .values({ locationId: ctx.locationId, ...values, autoSendSince: input.auto_send ? sql`now()` : null })
    .onConflictDoUpdate({ target: memberIdSettings.locationId, set: { ...values, autoSendSince: since, updatedAt: sql`now()` } });
  return getMemberIdSetting(db, ctx.locationId);
}
