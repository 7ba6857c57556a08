/** Templates (doc 2 s3, s9; issue 11). Pure: screens import it. */

/** is_content (doc 2 s9): 1 email, 2 content, 3 SMS, 4 voice. */
export const TEMPLATE_TYPES = { email: 1, content: 2, sms: 3, voice: 4 } as const;
export type TemplateKind = keyof typeof TEMPLATE_TYPES;
export const TEMPLATE_TYPE_LABELS: Record<number, string> = { 1: "Email", 2: "Content", 3: "SMS", 4: "Voice" };

/** The dashboard's type filter (doc 2 s9): email 1, sms 3, voice 4, content 2, multi-channel 1 and 3. */
export const TYPE_FILTERS = {
  all: [1, 2, 3, 4],
  email: [1],
  sms: [3],
  voice: [4],
  content: [2],
  "multi-channel": [1, 3],
} as const;
export type TypeFilter = keyof typeof TYPE_FILTERS;

/**
 * The type filter as a client sends it: doc 2 s9's numbers ("1", "3", "1,3", also repeated
 * `type=1&type=3`), or our words as aliases ("email", "multi-channel"). The numbers name the
 * filter whose set they are, in any order ("3,1" is multi-channel, "1,2,3,4" all); a set that
 * is no filter's, or anything else, answers null.
 */
export function parseTypeFilter(value: string | readonly string[]): TypeFilter | null {
  const text = (typeof value === "string" ? value : value.join(",")).trim().toLowerCase();
  if (Object.hasOwn(TYPE_FILTERS, text)) return text as TypeFilter;
  if (!/^\d(\s*,\s*\d)*$/.test(text)) return null;
  const wanted = [...new Set(text.split(",").map((n) => Number(n.trim())))].sort().join(",");
  const found = (Object.keys(TYPE_FILTERS) as TypeFilter[]).find((k) => [...TYPE_FILTERS[k]].sort().join(",") === wanted);
  return found ?? null;
}
export const TYPE_FILTER_LABELS: Record<TypeFilter, string> = { all: "All types", email: "Email", sms: "SMS", voice: "Voice", content: "Content", "multi-channel": "Multi-channel" };

/** Doc 2 s2: dashboards keep per_page 6, page 1, order_by ordering, order desc; templates add category empty, type all. */
export const TEMPLATE_PER_PAGE = 6;
export const TEMPLATE_SORTS = ["ordering", "name", "created_at", "updated_at"] as const;

export const GENERAL_CATEGORY = "General";
export const NAME_MAX = 191;
export const SUBJECT_MAX = 300;
export const SMS_BODY_MAX = 1600;

export const TEMPLATE_MSG = {
  created: "Template has been created successfully!",
  updated: "Template has been updated successfully!",
  renamed: "Template has been renamed successfully!",
  duplicated: "Template has been duplicated successfully!",
  deleted: "Template has been deleted successfully!",
  moved: "Template has been moved successfully!",
  categoryCreated: "Category has been created successfully!",
  categoryUpdated: "Category has been updated successfully!",
  categoryDeleted: "Category has been deleted successfully!",
  categoryTaken: "The category name has already been taken!",
  generalFixed: `The ${GENERAL_CATEGORY} category cannot be renamed or deleted.`,
  emailSent: "Email has been sent successfully!",
  smsSent: "SMS has been queued.",
  notSendable: "Only email and SMS templates can be sent to a contact.",
} as const;
