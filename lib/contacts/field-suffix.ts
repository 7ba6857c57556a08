import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/http/env";

/**
 * Doc 2 s5: "Contact update errors are mapped per field with the contact id as a suffix": the
 * profile edits each field inline, so `email` of contact 12 answers as `email_12`, the name of
 * that contact's field on screen. Applied after the route's validation and its service rules,
 * so every 422 of the update call has the same keys. A bad path id keeps its plain `id` key.
 */
export const suffixFieldErrors: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  const id = c.req.param("id");
  if (c.res.status !== 422 || !id || !/^[1-9]\d{0,9}$/.test(id)) return;
  const body = (await c.res.clone().json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
  if (!body?.errors || "id" in body.errors) return;
  const errors = Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [`${field}_${id}`, messages]));
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify({ ...body, errors }), { status: 422, headers });
};
