import { z } from "@hono/zod-openapi";
import { text } from "@/lib/http/schemas";
import { SLUG_MAX } from "./constants";
import { COACH_TAB_KEYS, GREETING_FIELDS, GREETING_MAX, TAB_NAME_FIELDS, TAB_NAME_MAX } from "./tabs";

/** Wire formats of the coach's portal settings (/client-portal, issue 32). */

const tabKey = z.enum(COACH_TAB_KEYS, { error: "The selected tab is invalid." });
const tabList = (field: string) => z.array(tabKey, { error: `The ${field} must be a list of tabs.` }).max(COACH_TAB_KEYS.length, `The ${field} may not have more than ${COACH_TAB_KEYS.length} tabs.`);

export const clientPortalSettings = z
  .object({
    ...Object.fromEntries(TAB_NAME_FIELDS.map((f) => [f, z.string()])) as Record<(typeof TAB_NAME_FIELDS)[number], z.ZodString>,
    morning_text: z.string(),
    afternoon_text: z.string(),
    evening_text: z.string(),
    tab_order: z.array(tabKey),
    visible_tabs: z.array(tabKey),
    available_tabs: z.array(tabKey).openapi({ description: "Tabs whose screens exist in the portal today" }),
    slug: z.string(),
    portal_url: z.string(),
    chat_enabled: z.boolean(),
  })
  .openapi("ClientPortalSettings");
export const clientPortalAnswer = z.object({ data: clientPortalSettings });
export const clientPortalSaved = z.object({ status: z.number().int(), message: z.string(), data: clientPortalSettings });

export const updateSettingsBody = z
  .object({
    slug: z
      .string({ error: "The slug must be a string." })
      .trim()
      .min(1, "The slug field is required.")
      .max(SLUG_MAX, `The slug may not be greater than ${SLUG_MAX} characters.`)
      .regex(/^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/, "The slug may only contain letters, numbers and single hyphens.")
      .optional(),
    tab_order: tabList("tab order").optional(),
    visible_tabs: tabList("visible tabs").optional(),
    chat_enabled: z.boolean({ error: "The chat enabled field must be true or false." }).optional(),
  })
  .openapi("ClientPortalUpdate");

export const renameTabBody = z
  .object({
    field: z.enum(TAB_NAME_FIELDS as [(typeof TAB_NAME_FIELDS)[number], ...(typeof TAB_NAME_FIELDS)[number][]], { error: "The selected field is invalid." }),
    value: text("value").trim().min(1, "The value field is required.").max(TAB_NAME_MAX, `The value may not be greater than ${TAB_NAME_MAX} characters.`),
  })
  .openapi("ClientPortalRenameTab");

export const calendarTitleBody = z
  .object({
    field: z.enum(GREETING_FIELDS, { error: "The selected field is invalid." }),
    value: text("value").trim().min(1, "The value field is required.").max(GREETING_MAX, `The value may not be greater than ${GREETING_MAX} characters.`),
  })
  .openapi("ClientPortalCalendarTitle");

const int = () => z.number().int();
export const contentPlaybooksAnswer = z.object({ data: z.array(z.object({ id: int(), title: z.string(), category_id: int().nullable(), category: z.string().nullable(), is_pinned: int(), all_clients: int() })) });
export const contentCategoriesAnswer = z.object({ data: z.array(z.object({ id: int(), name: z.string(), playbooks: int() })) });
export const contentPagesAnswer = z.object({ data: z.array(z.object({ id: int(), title: z.string(), enabled: int() })) });
export const contentFormsAnswer = z.object({ data: z.array(z.object({ id: int(), title: z.string(), enabled: int(), portal_enabled: int() })) });
export const contentFilesAnswer = z.object({ data: z.array(z.object({ id: int(), name: z.string(), ext: z.string(), permission: z.enum(["private", "assigned", "all_clients"]) })) });
