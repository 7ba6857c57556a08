import { getDb } from "@/db";
import { receiveBillingWebhook } from "@/lib/billing/webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(req: Request) {
  return receiveBillingWebhook(await getDb(), req);
}
