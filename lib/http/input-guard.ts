import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "./env";
import { validationError } from "./errors";

const NUL = "\u0000";
const PROTO = "__proto__";

/**
 * Whether a JSON text has a "__proto__" key anywhere (spelt out or with \u escapes). JSON.parse
 * makes it an own key, but zod's objects and records drop it without a word, so the body would
 * validate as if the field were not there (a record body saved empty, answering 200).
 */
function hasProtoKey(json: string): boolean {
  if (!json.includes(PROTO) && !json.includes("\\u")) return false;
  let found = false;
  try {
    JSON.parse(json, (key, value: unknown) => {
      if (key === PROTO) found = true;
      return value;
    });
  } catch {
    return false; // not JSON: the route's own validator answers that
  }
  return found;
}

/**
 * PostgreSQL cannot store NUL in text, and PGlite fails the whole query on one (a protocol
 * error, not a clean SQLSTATE). No person types NUL, so it is refused at the door, for every
 * route: in the path, the query string and JSON or form bodies. Multipart bodies (files) are
 * binary and left to their own handler. A JSON key "__proto__" is refused here too (hasProtoKey),
 * with a 422 on that key.
 */
export const guardInput = createMiddleware<ApiEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw validationError({ path: ["The address is not valid."] });
  }
  if (path.includes(NUL)) throw validationError({ path: ["The address may not contain NUL characters."] });
  for (const [name, value] of url.searchParams) {
    if (name.includes(NUL) || value.includes(NUL)) throw validationError({ [name.replaceAll(NUL, "")]: ["The value may not contain NUL characters."] });
  }
  const type = c.req.header("content-type") ?? "";
  if (/^application\/(json|x-www-form-urlencoded)/i.test(type)) {
    // Hono caches the text, so the validators read the same body afterwards.
    const body = await c.req.text();
    if (body.includes(NUL) || /\\u0000|%00/i.test(body)) throw validationError({ body: ["The request may not contain NUL characters."] });
    if (/json/i.test(type) && hasProtoKey(body)) throw validationError(Object.fromEntries([[PROTO, [`The ${PROTO} field is not allowed.`]]]));
  }
  await next();
});
