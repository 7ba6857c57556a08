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
