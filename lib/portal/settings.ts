import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db";
import { portalSites } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { validationError } from "@/lib/http/errors";
import { checkMergeFields } from "@/lib/merge-fields/render";
import { PORTAL_SETTINGS_MSG, RESERVED_SLUGS, portalPath } from "./constants";
import { ensurePortalSite } from "./slug";
import { COACH_TABS, GREETING_DEFAULTS, PORTAL_TAB_KEYS, orderedCoachTabs, type CoachTabKey, type GreetingField, type TabNameField, type TabSettings } from "./tabs";

type LocCtx = Pick<Ctx, "locationId">;

/** The location's portal row (made on first need), its settings as the tab registry reads them. */
export async function portalSettingsRow(db: Db, locationId: number) {
  await ensurePortalSite(db, locationId);
  const [row] = await db.select().from(portalSites).where(eq(portalSites.locationId, locationId));
  return row;
}

export function tabSettingsOf(row: typeof portalSites.$inferSelect): TabSettings {
  return { names: row.tabNames ?? {}, order: row.tabOrder ?? [], hidden: row.hiddenTabs ?? [], chatEnabled: row.chatEnabled };
}

export function greetingTexts(row: typeof portalSites.$inferSelect): Record<GreetingField, string> {
  return { morning_text: row.morningText || GREETING_DEFAULTS.morning_text, afternoon_text: row.afternoonText || GREETING_DEFAULTS.afternoon_text, evening_text: row.eveningText || GREETING_DEFAULTS.evening_text };
}

/** GET /client-portal: tab names, greetings, visible tabs, order, slug and chat. */
export async function clientPortalSettings(db: Db, ctx: LocCtx) {
  const row = await portalSettingsRow(db, ctx.locationId);
  const s = tabSettingsOf(row);
  const names = Object.fromEntries(COACH_TABS.map((t) => [`${t.key}_tab_name`, s.names[t.key] || t.defaultName])) as Record<TabNameField, string>;
  const order = orderedCoachTabs(s.order);
  return {
    data: {
      ...names,
      ...greetingTexts(row),
      tab_order: order,
      visible_tabs: order.filter((k) => !s.hidden.includes(k)),
      // Tabs whose screens exist in the portal today; the others keep their settings until they land.
      available_tabs: order.filter((k) => (PORTAL_TAB_KEYS as readonly string[]).includes(k)),
      slug: row.slug,
      portal_url: `${appUrl()}${portalPath(row.slug)}`,
      chat_enabled: row.chatEnabled,
    },
  };
}

/** POST /client-portal/update-settings: any of slug, tab order, visible tabs and chat. */
export async function updateClientPortal(db: Db, ctx: LocCtx, body: { slug?: string; tab_order?: CoachTabKey[]; visible_tabs?: CoachTabKey[]; chat_enabled?: boolean }) {
  await ensurePortalSite(db, ctx.locationId);
  const set: Partial<typeof portalSites.$inferInsert> = {};
  if (body.slug !== undefined) {
    const slug = body.slug.toLowerCase();
    if ((RESERVED_SLUGS as readonly string[]).includes(slug)) throw validationError({ slug: [PORTAL_SETTINGS_MSG.slugReserved] });
    const [taken] = await db.select({ id: portalSites.locationId }).from(portalSites).where(and(eq(portalSites.slug, slug), ne(portalSites.locationId, ctx.locationId)));
    if (taken) throw validationError({ slug: [PORTAL_SETTINGS_MSG.slugTaken] });
    set.slug = slug;
  }
  if (body.tab_order !== undefined) set.tabOrder = orderedCoachTabs(body.tab_order);
  if (body.visible_tabs !== undefined) set.hiddenTabs = COACH_TABS.map((t) => t.key).filter((k) => !body.visible_tabs!.includes(k));
  if (body.chat_enabled !== undefined) set.chatEnabled = body.chat_enabled;
  if (Object.keys(set).length) await db.update(portalSites).set(set).where(eq(portalSites.locationId, ctx.locationId));
  return { status: 1, message: PORTAL_SETTINGS_MSG.saved, ...(await clientPortalSettings(db, ctx)) };
}

/** POST /client-portal/rename-tab `{ field: "<tab>_tab_name", value }`. */
export async function renameTab(db: Db, ctx: LocCtx, body: { field: TabNameField; value: string }) {
  const row = await portalSettingsRow(db, ctx.locationId);
  const key = body.field.replace(/_tab_name$/, "");
  await db.update(portalSites).set({ tabNames: { ...row.tabNames, [key]: body.value } }).where(eq(portalSites.locationId, ctx.locationId));
  return { status: 1, message: PORTAL_SETTINGS_MSG.renamed, ...(await clientPortalSettings(db, ctx)) };
}

const GREETING_COLUMNS = { morning_text: "morningText", afternoon_text: "afternoonText", evening_text: "eveningText" } as const;

/** POST /client-portal/update-calendar-title `{ field: morning_text|afternoon_text|evening_text, value }`; merge fields are checked here. */
export async function updateCalendarTitle(db: Db, ctx: LocCtx, body: { field: GreetingField; value: string }) {
  await ensurePortalSite(db, ctx.locationId);
  await checkMergeFields(db, ctx.locationId, { value: body.value });
  await db.update(portalSites).set({ [GREETING_COLUMNS[body.field]]: body.value }).where(eq(portalSites.locationId, ctx.locationId));
  return { status: 1, message: PORTAL_SETTINGS_MSG.greeting, ...(await clientPortalSettings(db, ctx)) };
}
