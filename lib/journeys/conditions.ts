import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";

/**
 * A condition step's rules (issue 27): a group that needs all or any of its rules, each on a
 * contact field or on a tag. Pure: the engine loads the contact, this decides yes or no.
 */
export const CONDITION_FIELDS = ["status", "tab", "gender", "temperature", "source", "email", "first_name", "last_name", "number", "birthday", "created_at", "tag"] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];
export const TEXT_OPERATORS = ["equals", "not_equals", "contains", "not_contains", "empty", "not_empty", "greater", "less"] as const;
export const DATE_OPERATORS = ["before", "after", "empty", "not_empty"] as const;
export const TAG_OPERATORS = ["has", "has_not"] as const;
export const CONDITION_OPERATORS = [...new Set([...TEXT_OPERATORS, ...DATE_OPERATORS, ...TAG_OPERATORS])] as [string, ...string[]];
const DATE_FIELDS: readonly string[] = ["birthday", "created_at"];

export const conditionRule = z
  .object({
    field: z.enum(CONDITION_FIELDS, { error: "The selected field is invalid." }),
    operator: z.enum(CONDITION_OPERATORS as [string, ...string[]], { error: "The selected operator is invalid." }),
    value: text("value").max(255).optional(),
    tag_id: id("tag id").optional(),
  })
  .superRefine((r, c) => {
    const ops: readonly string[] = r.field === "tag" ? TAG_OPERATORS : DATE_FIELDS.includes(r.field) ? DATE_OPERATORS : TEXT_OPERATORS;
    if (!ops.includes(r.operator)) c.addIssue({ code: "custom", path: ["operator"], message: "The selected operator is invalid." });
    if (r.field === "tag" && !r.tag_id) c.addIssue({ code: "custom", path: ["tag_id"], message: "The tag id field is required." });
    const needsValue = r.field !== "tag" && r.operator !== "empty" && r.operator !== "not_empty";
    if (needsValue && !r.value?.trim()) c.addIssue({ code: "custom", path: ["value"], message: "The value field is required." });
    if (needsValue && DATE_FIELDS.includes(r.field) && r.value && !/^\d{4}-\d{2}-\d{2}$/.test(r.value))
      c.addIssue({ code: "custom", path: ["value"], message: "The value must be a date (YYYY-MM-DD)." });
  });
export type ConditionRule = z.infer<typeof conditionRule>;

export const conditionSettings = z.object({
  match: z.enum(["all", "any"], { error: "The selected match is invalid." }).default("all"),
  rules: z.array(conditionRule, { error: "The rules field must be a list." }).min(1, { error: "Add at least one rule." }).max(20, { error: "A condition may have at most 20 rules." }),
});
export type ConditionSettings = z.infer<typeof conditionSettings>;

/** The contact as conditions see it. Dates are YYYY-MM-DD (created_at in UTC). */
export type ConditionContact = Partial<Record<Exclude<ConditionField, "tag">, string | null>> & { tagIds: readonly number[] };

function compare(a: string, b: string): number {
  const x = Number(a), y = Number(b);
  if (a.trim() !== "" && b.trim() !== "" && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a.localeCompare(b, undefined, { sensitivity: "base" });
}

export function ruleHolds(rule: ConditionRule, c: ConditionContact): boolean {
  if (rule.field === "tag") {
    const has = c.tagIds.includes(rule.tag_id ?? 0);
    return rule.operator === "has" ? has : !has;
  }
  const raw = c[rule.field];
  const v = (raw ?? "").trim();
  const want = (rule.value ?? "").trim();
  switch (rule.operator) {
    case "empty": return v === "";
    case "not_empty": return v !== "";
    case "equals": return v.toLowerCase() === want.toLowerCase();
    case "not_equals": return v.toLowerCase() !== want.toLowerCase();
    case "contains": return v.toLowerCase().includes(want.toLowerCase());
    case "not_contains": return !v.toLowerCase().includes(want.toLowerCase());
    case "greater": return v !== "" && compare(v, want) > 0;
    case "less": return v !== "" && compare(v, want) < 0;
    // YYYY-MM-DD compares as text.
    case "before": return v !== "" && v.slice(0, 10) < want;
    case "after": return v !== "" && v.slice(0, 10) > want;
    default: return false;
  }
}

export function conditionHolds(s: ConditionSettings, c: ConditionContact): boolean {
  return s.match === "any" ? s.rules.some((r) => ruleHolds(r, c)) : s.rules.every((r) => ruleHolds(r, c));
}
