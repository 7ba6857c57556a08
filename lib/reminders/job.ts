import { z } from "zod";
import { defineJob } from "@/lib/platform/jobs";
import { sendDueReminders } from "./send";

/**
 * Every minute: sends the due reminders of every installed source (lib/reminders/send.ts).
 * `at` pins the time (tests, a manual re-run); by default the clock's now.
 */
export const remindersSendJob = defineJob({
  name: "reminders.send",
  schema: z.object({ at: z.iso.datetime({ offset: true }).optional() }),
  cron: "* * * * *",
  cronData: {},
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 10 * 60,
  concurrency: 1,
  async handler({ at }, { db }) {
    await sendDueReminders(db, at ? new Date(at) : new Date());
  },
});
