import { feedFailedEmail, feedFailedSms, feedInboundSms } from "@/lib/activity/platform-events";
import { receiveCheckoutTestEvent, runClockCrons } from "@/lib/checkout/platform-events";
import { webhookOnSmsReceived } from "@/lib/integrations/platform-events";
import { installPlatformHandlers as install, type PlatformHandlers } from "@/lib/platform/events";

/**
 * What each module does when the platform announces something (lib/platform/events.ts lists the
 * events and where their handlers run). Like the routes in app.ts and the jobs in jobs.ts, the
 * composition root is the only place that ties a module to the platform: a module that cares
 * about an event adds its handler to that event's list here.
 */
export const PLATFORM_HANDLERS: PlatformHandlers = {
  "sms.received.record": [feedInboundSms],
  "sms.received": [webhookOnSmsReceived],
  "sms.failed": [feedFailedSms],
  "email.failed": [feedFailedEmail],
  "payments.test-event": [receiveCheckoutTestEvent],
  "payments.clock-advanced": [runClockCrons],
};

/** Every process that serves requests or runs jobs calls this once before it does (idempotent). */
export function installPlatformHandlers(): void {
  install(PLATFORM_HANDLERS);
}
