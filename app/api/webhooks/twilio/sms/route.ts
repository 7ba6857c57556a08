import { getDb } from "@/db";
import { handleTwilioSmsWebhook } from "@/lib/platform/sms/webhook";

export const dynamic = "force-dynamic";

export async function POST(req: Request) {
  return handleTwilioSmsWebhook(await getDb(), req);
}
