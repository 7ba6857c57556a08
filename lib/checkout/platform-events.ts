import { sendJob } from "@/lib/platform/jobs";
import type { PlatformHandler } from "@/lib/platform/events";
import { abandonedEmailJob } from "./emails-jobs";
import { subscriptionRenewJob } from "./subscription-renew-job";
import { receiveCheckoutWebhook } from "./webhook";

/** Checkout's part in what the payments platform announces (registered in lib/api/platform-handlers.ts). */

/** The embedded processor's events for POST /api/webhooks/stripe/checkout; a non-2xx answer is retried. */
export const receiveCheckoutTestEvent: PlatformHandler<"payments.test-event"> = async ({ db, endpoint, request }) => {
  if (endpoint !== "checkout") return;
  const res = await receiveCheckoutWebhook(db, request);
  if (!res.ok) throw new Error(`webhook ${endpoint} answered ${res.status}`);
};

/** The crons that read the processor's clock (renewals, abandoned-cart reminders) run now, not at their next tick. */
export const runClockCrons: PlatformHandler<"payments.clock-advanced"> = async () => {
  await Promise.all([sendJob(subscriptionRenewJob, {}), sendJob(abandonedEmailJob, {})]);
};
