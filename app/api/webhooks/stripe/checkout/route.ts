import { getDb } from "@/db";
import { receiveCheckoutWebhook } from "@/lib/checkout/webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(req: Request) {
  return receiveCheckoutWebhook(await getDb(), req);
}
