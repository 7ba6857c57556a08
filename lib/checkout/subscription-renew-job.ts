import { z } from "zod";
import { defineJob } from "@/lib/platform/jobs/define";

/** Renews due subscriptions every 5 minutes (the processor's clock decides what is due). */
export const subscriptionRenewJob = defineJob({
  name: "checkout.renew-subscriptions",
  schema: z.object({}),
  cron: "*/5 * * * *",
  cronData: {},
  expireInSeconds: 600,
  async handler(_data, { db }) {
    const { renewDueSubscriptions } = await import("./subscription-renewals");
    await renewDueSubscriptions(db);
    // Failed renewals get their dunning email now rather than at the dunning sweep's next tick.
    const [{ sendJob }, { dunningEmailJob }] = await Promise.all([import("@/lib/platform/jobs"), import("./emails-jobs")]);
    await sendJob(dunningEmailJob, {});
  },
});
