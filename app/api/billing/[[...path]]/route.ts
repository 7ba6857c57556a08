import { handle } from "hono/vercel";
import { billingApi } from "@/lib/api/app";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = handle(billingApi);
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
