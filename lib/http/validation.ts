import type { ZodError } from "zod";

type Issue = ZodError["issues"][number];

/** Codes zod gives a value that is simply not there (a type, a union or an enum that saw undefined). */
const MISSING_CODES = new Set<string>(["invalid_type", "invalid_union", "invalid_value"]);

/** "send_at" -> "send at", as the spec's copy names a field ("The {field} field is required"). */
export const fieldLabel = (field: string) => field.replace(/_/g, " ");

/**
 * The field a path ends in, as module schemas name nested fields ("headline_setting.font_size"
 * is "font size"; "items.0" is "items"): the error map's key carries the full path.
 */
function nameOf(path: readonly PropertyKey[]): string {
  const named = path.filter((key) => typeof key === "string");
  return named.length ? named[named.length - 1] : path.map(String).join(".");
}

/**
 * Whether `path` names nothing in `input`. Own keys only: `{}`'s "constructor" is Object's,
 * not a field the client sent.
 */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  let value: unknown = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return true;
    if (!Object.prototype.hasOwnProperty.call(value, key)) return true;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined;
}

/**
 * The one rule for a missing field, whatever its schema says about its type:
 * "The {field} field is required." (spec copy, validation). Custom checks (refine, superRefine)
 * keep their own message: they speak about a field that may legitimately be absent.
 */
function messageOf(issue: Issue, source: { input: unknown } | undefined): string {
  if (source && issue.path.length && MISSING_CODES.has(issue.code) && isMissing(source.input, issue.path)) {
    return `The ${fieldLabel(nameOf(issue.path))} field is required.`;
  }
  return issue.message;
}

/**
 * zod issues -> Laravel's { field: [messages] } map. Pass the validated `{ input }` so a missing
 * field answers the required message. Field names come from the client (a record's keys): the
 * map is built in a Map, so "constructor" or "__proto__" is a field like any other, never
 * Object.prototype's.
 */
export function zodToFieldErrors(error: ZodError, source?: { input: unknown }): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    const messages = errors.get(field) ?? [];
    messages.push(messageOf(issue, source));
    errors.set(field, messages);
  }
  return Object.fromEntries(errors);
}
