import { z } from "zod";
import { defineJob } from "@/lib/platform/jobs/define";

/** Every 5 minutes: the abandoned-checkout reminders that came due on the processor's clock. */
export const abandonedEmailJob = defineJob({
  name: "checkout.abandoned-emails",
  schema: z.object({}),
  cron: "*/5 * * * *",
  cronData: {},
  expireInSeconds: 600,
  async handler(_data, { db }) {
    const { sendAbandonedEmails } = await import("./emails-abandoned");
    await sendAbandonedEmails(db);
  },
});

/** Every 5 minutes: a dunning email for each new failed renewal. */
export const dunningEmailJob = defineJob({
  name: "checkout.dunning-emails",
  schema: z.object({}),
  cron: "*/5 * * * *",
  cronData: {},
  expireInSeconds: 600,
  async handler(_data, { db }) {
    const { sendDunningEmails } = await import("./dunning");
    await sendDunningEmails(db);
  },
});
