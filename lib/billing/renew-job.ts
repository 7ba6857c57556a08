import { z } from "zod";
import { defineJob } from "@/lib/platform/jobs/define";

/** The coach's own renewals, every 5 minutes (the processor's clock decides what is due). */
export const billingRenewJob = defineJob({
  name: "billing.renew",
  schema: z.object({}),
  cron: "*/5 * * * *",
  cronData: {},
  expireInSeconds: 600,
  async handler(_data, { db }) {
    const { renewDueBilling } = await import("./renewals");
    await renewDueBilling(db);
  },
});
