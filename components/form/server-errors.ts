/**
 * The server's 422 `errors` map (doc 1 s8: `{ message, errors: { field: [msg] } }`) split into
 * messages for the form's fields and the rest. Pure, so it is unit-tested without a browser.
 */
/** Where a form keeps the server's messages for fields it does not have (shown above its button). */
export const SERVER_ERROR = "root.server";

export type SplitErrors = {
  /** Field path (react-hook-form's dotted path, e.g. "items.0.name") -> its first message. */
  fields: Record<string, string>;
  /** Messages for fields the form does not have: shown above the submit button. */
  other: string[];
};

/**
 * Laravel-style keys ("items.0.name", "items[0].name") become react-hook-form paths; a key
 * the form does not have is not dropped but shown with the others.
 */
export function splitServerErrors(errors: Record<string, string[] | string>, hasField: (path: string) => boolean): SplitErrors {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, raw] of Object.entries(errors)) {
    const messages = (Array.isArray(raw) ? raw : [raw]).filter((m): m is string => typeof m === "string" && m.length > 0);
    if (messages.length === 0) continue;
    const path = key.replace(/\[(\d+)\]/g, ".$1");
    if (hasField(path)) fields[path] = messages[0];
    else other.push(...messages);
  }
  return { fields, other: [...new Set(other)] };
}

/**
 * The server's keys renamed to the form's fields, for a call that answers on other names than the
 * form has (a bump saved through its product's update answers on "product-bump-name"). `aliases`
 * maps a key, or a key pattern with "*" for one path segment ("bumps.*.price"), to a field.
 */
export function renameErrorKeys(errors: Record<string, string[] | string>, aliases: Record<string, string>): Record<string, string[] | string> {
  const patterns = Object.entries(aliases).map(([from, to]) => [new RegExp(`^${from.replace(/[.[\]]/g, "\\$&").replace(/\*/g, "[^.]+")}$`), to] as const);
  const out: Record<string, string[] | string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const path = key.replace(/\[(\d+)\]/g, ".$1");
    const to = patterns.find(([re]) => re.test(path))?.[1] ?? key;
    // Two keys landing on one field keep the first message (the field shows one).
    if (!(to in out)) out[to] = messages;
  }
  return out;
}

/** Whether `path` ("a.b.0") names a value in `values` (the form's default values). */
export function hasPath(values: unknown, path: string): boolean {
  let cur: unknown = values;
  for (const part of path.split(".")) {
    if (cur === null || typeof cur !== "object" || !(part in (cur as object))) return false;
    cur = (cur as Record<string, unknown>)[part];
  }
  return true;
}

/** A success toast's text: fixed copy from the spec, or built from the answer. */
export type SuccessCopy<TData, TVars> = string | ((data: TData, vars: TVars) => string | null | undefined);

export function successText<TData, TVars>(copy: SuccessCopy<TData, TVars> | undefined, data: TData, vars: TVars): string | null {
  if (copy === undefined) return null;
  return (typeof copy === "function" ? copy(data, vars) : copy) || null;
}
