import type { PlatformHandler } from "@/lib/platform/events";
import { emitWebhookEvent } from "./webhooks";

/** The location's webhooks hear of an inbound SMS (registered in lib/api/platform-handlers.ts), after its commit. */
export const webhookOnSmsReceived: PlatformHandler<"sms.received"> = async ({ db, locationId, sms }) => {
  await emitWebhookEvent(db, locationId, "sms.received", { sms_id: sms.id, contact_id: sms.contactId, from: sms.from, body: sms.body }).catch((err) =>
    console.error("webhooks: sms.received not recorded", err),
  );
};
