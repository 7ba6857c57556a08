import { z } from "@hono/zod-openapi";
import { targetFields, type BulkTarget } from "@/lib/contacts/bulk-schemas";
import { HEX_COLOR } from "@/lib/favorite-colors/constants";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, INT32_MAX, text, idList } from "@/lib/http/schemas";
import { richText } from "@/lib/rich-text/schemas";
import {
  FONT_FAMILIES, FONT_SIZE_MAX, FONT_SIZE_MIN, HEADLINE_MAX, PAGE_IDS_MAX, PAGE_MODES, PAGE_SORTS, PAGES_PER_PAGE,
  SHADOW_BLUR_MAX, SHADOW_OFFSET_MAX, TITLE_MAX,
} from "./constants";

const int = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `The ${field} must be a number.` })
    .int({ error: `The ${field} must be a whole number.` })
    .min(min, { error: `The ${field} must be at least ${min}.` })
    .max(max, { error: `The ${field} may not be greater than ${max}.` });
const color = (field: string) => text(field).regex(HEX_COLOR, { error: `The ${field} must be a colour like #1a2b3c.` });
const flag = (field: string) => z.coerce.number({ error: `The ${field} field must be 0 or 1.` }).int().min(0, { error: `The ${field} field must be 0 or 1.` }).max(1, { error: `The ${field} field must be 0 or 1.` });

export const headingSetting = z
  .object({
    font_family: z.enum(FONT_FAMILIES, { error: "The selected font family is invalid." }),
    font_weight: int("font weight", 100, 900).refine((v) => v % 100 === 0, { error: "The font weight must be 100, 200 … 900." }),
    font_size: int("font size", FONT_SIZE_MIN, FONT_SIZE_MAX),
    font_color: color("font color"),
    shadow: z.boolean({ error: "The shadow field must be true or false." }),
    shadow_x: int("shadow x", -SHADOW_OFFSET_MAX, SHADOW_OFFSET_MAX),
    shadow_y: int("shadow y", -SHADOW_OFFSET_MAX, SHADOW_OFFSET_MAX),
    shadow_blur: int("shadow blur", 0, SHADOW_BLUR_MAX),
    shadow_color: color("shadow color"),
  })
  .openapi("PageHeadingSetting");

const title = text("title")
  .transform((v) => v.trim())
  .pipe(z.string().min(1, { error: "The title field is required." }).max(TITLE_MAX, { error: `The title may not be greater than ${TITLE_MAX} characters.` }));

export const pageListQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(PAGES_PER_PAGE),
  search: text("search").max(100).optional(),
  order_by: z.enum(PAGE_SORTS, { error: "The selected order by is invalid." }).default("ordering"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
  /** Absent: every folder; 0: the main folder only. */
  folder_id: z.coerce.number({ error: "The folder id must be a number." }).int().min(0).max(INT32_MAX).optional(),
  mode: z.enum(PAGE_MODES, { error: "The selected mode is invalid." }).default("all"),
});
export type PageListQuery = z.infer<typeof pageListQuery>;

export const pageSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    enabled: z.number().int(),
    folder_id: z.number().int().nullable(),
    ordering: z.number().int(),
    /** Contacts the page is sent to. */
    members: z.number().int(),
    downloads: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("PageSummary");
export type PageSummary = z.infer<typeof pageSummary>;
export const pagePage = pageSchema(pageSummary).openapi("PagePage");

export const pageDownload = z
  .object({ id: z.number().int(), page_id: z.number().int(), name: z.string(), ext: z.string(), mime: z.string(), size: z.number().int(), url: z.string(), created_at: z.string() })
  .openapi("PageDownload");
export type PageDownload = z.infer<typeof pageDownload>;

export const pageDetail = z
  .object({
    id: z.number().int(),
    title: z.string(),
    headline: z.string(),
    subheadline: z.string(),
    headline_setting: headingSetting,
    subheadline_setting: headingSetting,
    body: z.string(),
    cover_image: z.string().nullable(),
    thumbnail: z.string().nullable(),
    enabled: z.number().int(),
    folder_id: z.number().int().nullable(),
    downloads: z.array(pageDownload),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("PageDetail");
export type PageDetail = z.infer<typeof pageDetail>;

export const pageCreate = z.object({ title, folder_id: z.coerce.number({ error: "The folder id must be a number." }).int().min(0).max(INT32_MAX).optional() });
export const pageRename = z.object({ id: id("id"), title });
export const pageUpdate = z.object({
  title: title.optional(),
  headline: text("headline").max(HEADLINE_MAX, { error: `The headline may not be greater than ${HEADLINE_MAX} characters.` }),
  subheadline: text("subheadline").max(HEADLINE_MAX, { error: `The subheadline may not be greater than ${HEADLINE_MAX} characters.` }),
  headline_setting: headingSetting,
  subheadline_setting: headingSetting,
  body: richText(),
  /** An image of the location's image library (cropped 2560x600), null to remove; absent keeps it. */
  cover_image_id: id("cover_image_id").nullable().optional(),
});
export type PageUpdate = z.infer<typeof pageUpdate>;

export const pageIds = z.object({ ids: idList("ids", PAGE_IDS_MAX) });
export const pageDuplicate = z.object({ id: id("id") });

/** Send or restrict: every page in `page_ids` with the contacts named as the contact bulk bar names them. */
export const pageContactsBody = z
  .object({ page_ids: idList("page_ids", PAGE_IDS_MAX), ...targetFields })
  .superRefine((v, c) => {
    if (!v.all && !v.contact_ids?.length) c.addIssue({ code: "custom", path: ["contact_ids"], message: "The contact ids field is required." });
  })
  .openapi("PageContacts");
export type PageContactsBody = { page_ids: number[] } & BulkTarget;

export const pageSendAnswer = z.object({ status: z.number().int(), message: z.string(), contacts: z.number().int() });

export const pageEnableDisable = z.object({ id: id("id"), status: flag("status") });
/** Portal: show or hide a page in the portal of some of its members (disable_content 1 hides). */
export const pagePortalDisable = z.object({ page_id: id("page_id"), contact_ids: idList("contact_ids", 1000), disable_content: flag("disable_content") });
export const contactPageDisable = z.object({ contact_id: id("contact_id"), page_id: id("page_id"), disable_content: flag("disable_content") });
export const deleteMembers = z.object({ page_id: id("page_id"), contact_ids: idList("contact_ids", 1000) });

export const assignedMember = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  disabled: z.number().int(),
  assigned_at: z.string(),
});
export const assignedMembers = z.object({ data: z.array(assignedMember) });

export const listAll = z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string(), enabled: z.number().int() })) });

export const downloadDelete = z.object({ id: id("id") });
export const downloadRename = z.object({
  name: text("name")
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: "The name field is required." }).max(180, { error: "The name may not be greater than 180 characters." }).refine((v) => !/[\\/]/.test(v), { error: "The name may not contain slashes." })),
});
export const downloadUploadDoc = { type: "object" as const, required: ["file"], properties: { file: { type: "string" as const, format: "binary" } } };
export const downloadsAnswer = z.object({ data: z.array(pageDownload) });

/** The profile's pages section (GET /contact/pages?contact_id=). */
export const contactPagesQuery = pageQuery.extend({ contact_id: id("contact_id") });
export const contactPage = z
  .object({ id: z.number().int(), title: z.string(), thumbnail: z.string().nullable(), enabled: z.number().int(), disabled: z.number().int(), assigned_at: z.string() })
  .openapi("ContactSentPage");
export type ContactPage = z.infer<typeof contactPage>;
export const contactPagePage = pageSchema(contactPage).openapi("ContactSentPagePage");
