import { installPlatformHandlers as install, type PlatformHandlers } from "@/lib/platform/events";
import { installReminderSources } from "@/lib/reminders/sources";
import { REMINDER_SOURCES } from "./reminder-sources";

/**
 * What each module does when the platform announces something (lib/platform/events.ts lists the
 * events and where their handlers run). Like the routes in app.ts and the jobs in jobs.ts, the
 * composition root is the only place that ties a module to the platform: a module that cares
 * about an event adds its handler to that event's list here.
 *
 * Each handler's module loads when its event first happens: every process (and every test file)
 * installs this list, and loading checkout for it alone would cost each of them a second.
 */
export const PLATFORM_HANDLERS: PlatformHandlers = {
  "sms.received.record": [
    async (e) => (await import("@/lib/activity/platform-events")).feedInboundSms(e),
    async (e) => (await import("@/lib/sequences/platform-events")).stopOnReply(e),
  ],
  "sms.received": [async (e) => (await import("@/lib/integrations/platform-events")).webhookOnSmsReceived(e)],
  "sms.failed": [async (e) => (await import("@/lib/activity/platform-events")).feedFailedSms(e)],
  "email.failed": [async (e) => (await import("@/lib/activity/platform-events")).feedFailedEmail(e)],
  "contact.changed": [
    async (e) => (await import("@/lib/journeys/platform-events")).recordContactChange(e),
    async (e) => (await import("@/lib/rest-hooks/platform-events")).queueRestHookDeliveries(e),
  ],
  "payments.test-event": [
    async (e) => (await import("@/lib/checkout/platform-events")).receiveCheckoutTestEvent(e),
    async (e) => (await import("@/lib/billing/platform-events")).receiveBillingTestEvent(e),
  ],
  "payments.clock-advanced": [
    async (e) => (await import("@/lib/checkout/platform-events")).runClockCrons(e),
    async (e) => (await import("@/lib/billing/platform-events")).runBillingRenewals(e),
  ],
};

/** Every process that serves requests or runs jobs calls this once before it does (idempotent). */
export function installPlatformHandlers(): void {
  install(PLATFORM_HANDLERS);
  installReminderSources(REMINDER_SOURCES);
}
