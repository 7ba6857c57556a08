/**
 * The one check for every redirect whose target comes from user input (callbackUrl, an
 * auto-login `redirect`, a form's hidden field). Only a path on this app's own origin is
 * ever followed; anything else answers the caller's fallback.
 *
 * Browsers are lenient where this must not be: they drop tabs and newlines inside URLs,
 * treat "\" as "/", and some layers decode %09, %2F or %5C before routing. So a target is
 * refused outright when it holds a backslash, a control character or whitespace, or starts
 * with "//", and so is one whose path does any of that once percent-decoded; what is left
 * is resolved against the origin with the URL parser and must come back on that origin.
 */

/** Any origin works: only the comparison matters. `.invalid` never resolves (RFC 2606). */
const INTERNAL_ORIGIN = "http://app.invalid";

// C0 controls, DEL, C1 controls, backslash, and every Unicode space or line separator.
const FORBIDDEN = /[\u0000-\u0020\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** Decoding more layers than this is itself suspicious: no honest link nests that deep. */
const MAX_DECODE_LAYERS = 3;

function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < MAX_DECODE_LAYERS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // malformed escapes ("%E0%A4%A") are not a path anyone meant
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return current.includes("%") ? null : forms;
}

function looksLocal(form: string): boolean {
  return form.startsWith("/") && !form.startsWith("//") && !FORBIDDEN.test(form);
}

/**
 * A same-origin path (pathname + query + hash) for `target`, or null when it must not be
 * followed. `origin` is the app's origin; the answer never carries it.
 */
export function safeLocalPath(target: unknown, origin: string = INTERNAL_ORIGIN): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return null;
  if (!looksLocal(target)) return null;
  // Only the path decides where a URL goes; its query may hold honest encoded spaces.
  const forms = decodedForms(target.split(/[?#]/, 1)[0]);
  if (!forms || !forms.every(looksLocal)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return url.pathname + url.search + url.hash;
}

/** `target` when it is a safe same-origin path, else `fallback` (itself a local path). */
export function safeRedirect(target: unknown, fallback: string, origin?: string): string {
  return safeLocalPath(target, origin) ?? fallback;
}
