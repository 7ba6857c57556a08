import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

const handler: Handler = async (req, ctx) =>
  // next-auth 4 reads params synchronously; Next 16 hands them over as a promise.
  NextAuth(req as never, { params: await ctx.params } as never, authOptions());

export { handler as GET, handler as POST };
