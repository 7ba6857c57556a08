import "server-only";
import { z } from "zod";
import type { Db } from "@/db";
import { authenticateTestPayment, authenticateTestSetup, confirmTestPayment, confirmTestSetup } from "./embedded";
import { paymentsMode } from "./index";
import { advanceTestClock } from "./clock";
import { announce } from "@/lib/platform/events";

const confirmBody = z.object({
  client_secret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().transform((s) => s.replace(/\s+/g, "")).pipe(z.string().regex(/^\d{12,19}$/, "Your card number is incomplete.")),
    exp_month: z.coerce.number().int(),
    exp_year: z.coerce.number().int(),
    cvc: z.string().max(4),
  }),
});
const clockBody = z.object({ days: z.number().int().min(1).max(400) });
const authBody = z.object({ client_secret: z.string().min(1).max(200), outcome: z.enum(["complete", "fail"]) });

/**
 * The embedded processor's browser calls (/api/payments/test/confirm and /authenticate; advance-clock for e2e), what
 * Stripe.js does against Stripe. They exist only in embedded mode: with Stripe configured, 404.
 */
export async function handleTestPaymentCall(db: Db, action: string, req: Request): Promise<Response> {
  if (paymentsMode() !== "embedded" || req.method !== "POST") return Response.json({ message: "Not Found." }, { status: 404 });
  const raw = await req.json().catch(() => null);
  if (action === "confirm") {
    const parsed = confirmBody.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const param = String(issue.path[issue.path.length - 1] ?? "card");
      return Response.json({ error: { type: "validation_error", code: param === "number" ? "incomplete_number" : "invalid_request", message: issue.message, param } });
    }
    // A setup intent's secret (seti_...) saves the card, as Stripe.js's confirmCardSetup does.
    const setup = parsed.data.client_secret.startsWith("seti_");
    return Response.json(await (setup ? confirmTestSetup : confirmTestPayment)(db, parsed.data.client_secret, parsed.data.card));
  }
  if (action === "authenticate") {
    const parsed = authBody.safeParse(raw);
    if (!parsed.success) return Response.json({ error: { type: "invalid_request_error", code: "invalid_request", message: "The given data was invalid." } });
    const setup = parsed.data.client_secret.startsWith("seti_");
    return Response.json(await (setup ? authenticateTestSetup : authenticateTestPayment)(db, parsed.data.client_secret, parsed.data.outcome));
  }
  if (action === "advance-clock") {
    // Renewals read this clock (lib/platform/payments/clock.ts): e2e moves it as tests do.
    const parsed = clockBody.safeParse(raw);
    if (!parsed.success) return Response.json({ message: "The days must be a whole number from 1 to 400." }, { status: 422 });
    const now = await advanceTestClock(db, parsed.data.days * 86_400_000);
    // The work that reads this clock (checkout's renewal and reminder crons) runs now, not at its next tick.
    await announce("payments.clock-advanced", { db, now });
    return Response.json({ now: now.toISOString() });
  }
  return Response.json({ message: "Not Found." }, { status: 404 });
}
