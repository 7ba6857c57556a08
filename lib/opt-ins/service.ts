import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { optInAccounts, optInContacts, optInSettings, tags } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { notFound, validationError } from "@/lib/http/errors";
import { sendEmail } from "@/lib/platform/email/send";
import { escapeHtml } from "@/lib/utils/html";
import { DEFAULTS, isServiceId, MAX_TAGS, OPT_IN_KEYS, OPT_IN_MSG, OPTIONAL_FIELDS, REDIRECT_MAX, SERVICES, type OptInKey, type ServiceId } from "./constants";
import { formPath } from "./link";
import type { OptInSetting, ServiceOptIns } from "./schemas";

/** Opt-in settings of the accessed location. Every statement names the location. */

export type OptInValues = typeof DEFAULTS;

type SettingRow = typeof optInSettings.$inferSelect;
const toSetting = (r: SettingRow): OptInSetting => ({
  id: r.id,
  service_id: r.serviceId,
  key: r.key as OptInKey,
  setting_value: JSON.stringify(r.settingValue),
  updated_at: r.updatedAt.toISOString(),
});

/** The location's account row (confirm_optin, access key), made on first use. */
export async function optInAccount(db: Db, locationId: number) {
  await db.insert(optInAccounts).values({ locationId, accessKey: randomBytes(16).toString("base64url") }).onConflictDoNothing({ target: optInAccounts.locationId });
  const [row] = await db.select().from(optInAccounts).where(eq(optInAccounts.locationId, locationId));
  return row;
}

/** A service's settings rows, each key made with its default on first read, in OPT_IN_KEYS order. */
async function settingRows(db: Db, locationId: number, serviceId: ServiceId): Promise<SettingRow[]> {
  await db
    .insert(optInSettings)
    .values(OPT_IN_KEYS.map((key) => ({ locationId, serviceId, key, settingValue: DEFAULTS[key] })))
    .onConflictDoNothing();
  const rows = await db.select().from(optInSettings).where(and(eq(optInSettings.locationId, locationId), eq(optInSettings.serviceId, serviceId))).orderBy(asc(optInSettings.id));
  return OPT_IN_KEYS.map((k) => rows.find((r) => r.key === k)!);
}

/** The settings as values, each checked again (a stored value that no longer parses falls back to its default). */
export async function optInValues(db: Db, locationId: number, serviceId: ServiceId): Promise<OptInValues> {
  const rows = await settingRows(db, locationId, serviceId);
  const out = { ...DEFAULTS };
  for (const r of rows) {
    const v = shapeError(r.key as OptInKey, r.settingValue) === null ? r.settingValue : DEFAULTS[r.key as OptInKey];
    (out as Record<string, unknown>)[r.key] = v;
  }
  return out;
}

export function serviceOf(id: number): ServiceId {
  if (!isServiceId(id)) throw notFound("Service");
  return id;
}

export async function listServiceSettings(db: Db, ctx: Ctx, serviceId: number): Promise<ServiceOptIns> {
  const service = serviceOf(serviceId);
  const [rows, account, counts] = await Promise.all([
    settingRows(db, ctx.locationId, service),
    optInAccount(db, ctx.locationId),
    db
      .select({ status: optInContacts.status, n: count() })
      .from(optInContacts)
      .where(and(eq(optInContacts.locationId, ctx.locationId), eq(optInContacts.serviceId, service)))
      .groupBy(optInContacts.status),
  ]);
  const n = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  return {
    data: rows.map(toSetting),
    service: { id: service, name: SERVICES[service] },
    confirm_optin: account.confirmOptin,
    form_url: `${appUrl()}${formPath(account.accessKey, service)}`,
    counts: { optins: n("optins"), active: n("active") },
  };
}

const isPlainArray = (v: unknown): v is unknown[] => Array.isArray(v);

/** The message for a value of the wrong shape for its key, or null. */
function shapeError(key: OptInKey, v: unknown): string | null {
  switch (key) {
    case "fields":
      if (!isPlainArray(v) || v.some((f) => typeof f !== "string" || !(OPTIONAL_FIELDS as readonly string[]).includes(f))) return OPT_IN_MSG.fields;
      return new Set(v).size === v.length ? null : OPT_IN_MSG.fieldsDuplicate;
    case "tags":
      if (!isPlainArray(v) || v.length > MAX_TAGS || v.some((t) => typeof t !== "number" || !Number.isInteger(t) || t < 1 || t > 2147483647)) return OPT_IN_MSG.tags;
      return null;
    case "double_opt_in":
      return typeof v === "boolean" ? null : OPT_IN_MSG.doubleOptIn;
    case "redirect_url": {
      if (typeof v !== "string") return OPT_IN_MSG.redirect;
      if (v === "") return null;
      if (v.length > REDIRECT_MAX) return OPT_IN_MSG.redirectLong;
      // JSON escapes may spell what jsonb cannot store (NUL, a lone surrogate) or no address has.
      if (/[\u0000-\u0020\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(v)) return OPT_IN_MSG.redirect;
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && u.hostname && !/\s/.test(v) ? null : OPT_IN_MSG.redirect;
      } catch {
        return OPT_IN_MSG.redirect;
      }
    }
  }
}

/**
 * PATCH /opt-in-settings/{id}/update: `setting_value` is JSON text, checked against the
 * setting's key; every error is on `setting_value` (doc 3 s8: "field errors mapped onto the one
 * given field"). Another location's setting is a 404.
 */
export async function updateSetting(db: Db, ctx: Ctx, id: number, settingValue: string): Promise<OptInSetting> {
  const [row] = await db.select({ key: optInSettings.key }).from(optInSettings).where(and(eq(optInSettings.id, id), eq(optInSettings.locationId, ctx.locationId)));
  if (!row) throw notFound("Opt-in setting");
  let value: unknown;
  try {
    value = JSON.parse(settingValue);
  } catch {
    throw validationError({ setting_value: [OPT_IN_MSG.notJson] });
  }
  const key = row.key as OptInKey;
  const bad = shapeError(key, value);
  if (bad) throw validationError({ setting_value: [bad] });
  if (key === "tags") {
    const ids = [...new Set(value as number[])];
    value = ids;
    if (ids.length) {
      const [{ n }] = await db.select({ n: count() }).from(tags).where(and(eq(tags.locationId, ctx.locationId), inArray(tags.id, ids)));
      if (Number(n) !== ids.length) throw validationError({ setting_value: [OPT_IN_MSG.tagUnknown] });
    }
  }
  if (key === "fields") value = OPTIONAL_FIELDS.filter((f) => (value as string[]).includes(f));
  const [saved] = await db
    .update(optInSettings)
    .set({ settingValue: value, updatedAt: sql`now()` })
    .where(and(eq(optInSettings.id, id), eq(optInSettings.locationId, ctx.locationId)))
    .returning();
  if (!saved) throw notFound("Opt-in setting");
  return toSetting(saved);
}

/** PATCH /admin-setting/update-confirm-optin: account-wide, every opt-in form then asks for confirmation by email. */
export async function setConfirmOptin(db: Db, ctx: Ctx, on: boolean): Promise<boolean> {
  await optInAccount(db, ctx.locationId);
  const [row] = await db
    .update(optInAccounts)
    .set({ confirmOptin: on, updatedAt: sql`now()` })
    .where(eq(optInAccounts.locationId, ctx.locationId))
    .returning({ on: optInAccounts.confirmOptin });
  return row.on;
}

/**
 * POST /admin-setting/send-access-key: mails the location's access key (the embed key of its
 * opt-in forms) and each service's form address to the caller's account email.
 */
export async function sendAccessKey(db: Db, ctx: Ctx): Promise<number> {
  const account = await optInAccount(db, ctx.locationId);
  const links = (Object.keys(SERVICES) as unknown as string[]).map(Number).map((id) => ({ name: SERVICES[id as ServiceId], url: `${appUrl()}${formPath(account.accessKey, id)}` }));
  const html =
    `<p>Hi ${escapeHtml(ctx.fullName || "there")},</p><p>Your opt-in access key is <strong>${escapeHtml(account.accessKey)}</strong>.</p>` +
    `<p>Embed or link your opt-in forms:</p><ul>${links.map((l) => `<li>${escapeHtml(l.name)}: <a href="${escapeHtml(l.url)}">${escapeHtml(l.url)}</a></li>`).join("")}</ul>` +
    `<p>An iframe works too: <code>${escapeHtml(`<iframe src="${links[0].url}" width="100%" height="600"></iframe>`)}</code></p>`;
  const text = `Hi ${ctx.fullName || "there"},\n\nYour opt-in access key is ${account.accessKey}.\n\nEmbed or link your opt-in forms:\n${links.map((l) => `${l.name}: ${l.url}`).join("\n")}\n`;
  return sendEmail(db, { to: ctx.email, subject: "Your opt-in access key", html, text, kind: "system", sensitive: true, userId: ctx.userId, locationId: ctx.locationId, source: "opt-ins" });
}
