import type { Db } from "@/db";

/**
 * The app's Stripe webhook endpoints: name -> the receiver behind POST /api/webhooks/stripe/<name>.
 * The embedded processor delivers its signed events to these in-process, as Stripe would over
 * HTTP. A module adds its endpoint with one line (lazy, so the platform imports no module).
 */
export type WebhookReceiver = (db: Db, req: Request) => Promise<Response>;

export const WEBHOOK_ENDPOINTS: Record<string, () => Promise<WebhookReceiver>> = {
  checkout: () => import("@/lib/checkout/webhook").then((m) => m.receiveCheckoutWebhook),
};
