import NextAuth from "next-auth";
import { googleConfigured } from "@/lib/auth/google";
import { authOptions } from "@/lib/auth/next-auth";
import { localRedirect } from "@/lib/routing/local-redirect";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ nextauth: string[] }> };

/** next-auth 4 reads params synchronously; Next 16 hands them over as a promise. */
async function handle(req: Request, ctx: Ctx) {
  return NextAuth(req as never, { params: await ctx.params } as never, authOptions()) as Promise<Response>;
}

export const POST = handle;

/**
 * The credentials callback is a form post only: next-auth answers a GET with a 500
 * ("callback for provider type credentials not supported"). A browser that lands there
 * (a stale link, the back button) goes to Login instead. The OAuth providers' callbacks
 * (Google, when configured) are GETs by design and go to next-auth.
 */
export async function GET(req: Request, ctx: Ctx) {
  const [action, provider] = (await ctx.params).nextauth ?? [];
  if (action === "callback" && !(provider === "google" && googleConfigured())) return localRedirect("/login");
  return handle(req, ctx);
}
