import { isNotNull } from "drizzle-orm";
import { z } from "zod";
import { emailSendingSettings } from "@/db/schema";
import { defineJob } from "@/lib/platform/jobs";
import { verifyAndSync } from "./verify";

/**
 * Daily: every domain some location sends with is looked up again. A failure sets those
 * locations' `email_dns_missing` (the shell's alert; their mail waits), a pass clears it and
 * releases the waiting mail. Running twice only repeats the lookups.
 */
export const emailDomainsReverifyJob = defineJob({
  name: "email-domains.reverify",
  schema: z.object({}),
  cron: "17 4 * * *",
  cronData: {},
  retry: { limit: 2, delaySeconds: 600, backoff: false },
  expireInSeconds: 3600,
  concurrency: 1,
  async handler(_data, { db }) {
    const rows = await db.selectDistinct({ id: emailSendingSettings.domainId }).from(emailSendingSettings).where(isNotNull(emailSendingSettings.domainId));
    for (const { id } of rows) if (id) await verifyAndSync(db, id);
  },
});
