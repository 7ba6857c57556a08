import { sendJob } from "@/lib/platform/jobs";
import type { PlatformHandler } from "@/lib/platform/events";
import { billingRenewJob } from "./renew-job";
import { BILLING_ENDPOINT } from "./payments";
import { receiveBillingWebhook } from "./webhook";

/** The embedded processor's events for POST /api/webhooks/stripe/billing; a non-2xx answer is retried. */
export const receiveBillingTestEvent: PlatformHandler<"payments.test-event"> = async ({ db, endpoint, request }) => {
  if (endpoint !== BILLING_ENDPOINT) return;
  const res = await receiveBillingWebhook(db, request);
  if (!res.ok) throw new Error(`webhook ${endpoint} answered ${res.status}`);
};

/** The embedded processor's clock moved (e2e): the coach's own renewals run now, not at their next tick. */
export const runBillingRenewals: PlatformHandler<"payments.clock-advanced"> = async () => {
  await sendJob(billingRenewJob, {});
};
