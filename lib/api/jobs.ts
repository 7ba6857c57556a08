import type { JobDefinition } from "@/lib/platform/jobs";
import { emailRequeueJob, emailSendJob } from "@/lib/platform/email/job";
import { smsSendJob } from "@/lib/platform/sms/job";
import { filesDeleteBytesJob, filesSweepJob } from "@/lib/platform/files/jobs";
import { deliverTestEventJob } from "@/lib/platform/payments/deliver-job";
import { birthdaySendJob } from "@/lib/birthdays/job";
import { contactImportJob } from "@/lib/contact-import/job";
import { contactBulkSendJob } from "@/lib/contacts/bulk-send-job";
import { webhookDeliverJob } from "@/lib/integrations/job";
import { restHookDeliverJob, restHookSweepJob } from "@/lib/rest-hooks/job";
import { mindbodySyncJob } from "@/lib/integrations/mindbody/job";
import { scheduledSendJob } from "@/lib/scheduled/job";
import { pagesNotifyJob } from "@/lib/pages/notify-job";
import { emailDomainsReverifyJob } from "@/lib/email-domains/job";
import { formCheckInJob } from "@/lib/forms/check-ins";
import { contentImportJob } from "@/lib/content-import/job";
import { subscriptionRenewJob } from "@/lib/checkout/subscription-renew-job";
import { billingRenewJob } from "@/lib/billing/renew-job";
import { broadcastSendJob } from "@/lib/broadcasts/job";
import { abandonedEmailJob, dunningEmailJob } from "@/lib/checkout/emails-jobs";
import { memberIdAutoSendJob } from "@/lib/member-id/auto-send";
import { remindersSendJob } from "@/lib/reminders/job";
import { journeyDispatchJob, journeyDispatchSweepJob, journeyStepJob } from "@/lib/journeys/jobs";
import { sequenceScheduleJob, sequenceSendJob } from "@/lib/sequences/jobs";

/**
 * Every job a worker runs: the platform's, then the modules'. Like lib/api/app.ts for routes, this
 * composition root is the only place that knows every module's jobs; lib/platform/jobs is handed
 * this list by whatever starts workers (instrumentation.ts, scripts/worker.ts). A module's new job
 * is added here, once.
 */
export const ALL_JOBS: readonly JobDefinition[] = [
  emailSendJob, emailRequeueJob, smsSendJob, filesDeleteBytesJob, filesSweepJob, birthdaySendJob, contactImportJob, contactBulkSendJob, webhookDeliverJob,
  mindbodySyncJob, scheduledSendJob, pagesNotifyJob, emailDomainsReverifyJob, deliverTestEventJob, formCheckInJob, contentImportJob, subscriptionRenewJob,
  broadcastSendJob, abandonedEmailJob, dunningEmailJob, memberIdAutoSendJob, billingRenewJob,
  journeyStepJob, journeyDispatchJob, journeyDispatchSweepJob, remindersSendJob,
  sequenceSendJob, sequenceScheduleJob, restHookDeliverJob, restHookSweepJob,
] as unknown as JobDefinition[];
