import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "@/lib/http/env";
import { forbidden } from "@/lib/http/errors";
import { can, type Permission } from "./permissions";

/** The permission check a route declares (`permit: ["contacts-center", "view"]`), on the server. */
export const permit = ([area, action]: Permission) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    if (!can(c.get("ctx"), area, action as never)) throw forbidden();
    await next();
  });
