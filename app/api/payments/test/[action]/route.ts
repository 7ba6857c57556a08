import { getDb } from "@/db";
import { handleTestPaymentCall } from "@/lib/platform/payments/test-routes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(req: Request, { params }: { params: Promise<{ action: string }> }) {
  return handleTestPaymentCall(await getDb(), (await params).action, req);
}
