import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "./env";
import { validationError } from "./errors";

const NUL = "\u0000";

/**
 * PostgreSQL cannot store NUL in text, and PGlite fails the whole query on one (a protocol
 * error, not a clean SQLSTATE). No person types NUL, so it is refused at the door, for every
 * route: in the path, the query string and JSON or form bodies. Multipart bodies (files) are
 * binary and left to their own handler.
 */
export const refuseNul = createMiddleware<ApiEnv>(async (c, next) => {
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
  }
  await next();
});
