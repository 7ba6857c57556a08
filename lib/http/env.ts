import type { Ctx } from "@/lib/auth/access";
import type { Db } from "@/db";
import type { PortalCtx } from "@/lib/auth/portal-session";

/** Variables every API handler can read from the Hono context. */
export type ApiEnv = { Variables: { db: Db; ctx: Ctx; rawToken: string; viaCookie: boolean; portal: PortalCtx } };
