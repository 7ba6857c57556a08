"use client";

import type { DeliveryListState } from "@/lib/email-logs/columns";
import type { DeliveryLogPage } from "@/lib/email-logs/hooks";
import type { EmailReport } from "@/lib/email-logs/schemas";
import { DeliveryLog } from "./delivery-log";
import { EmailReportCard } from "./email-report-card";

/** EmailLogIndex (/email-logs): the email report over the delivery log. */
export function EmailLogIndex({ report, initialPage, initialState }: { report: EmailReport; initialPage: DeliveryLogPage; initialState: DeliveryListState }) {
  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl leading-7 font-semibold text-foreground">Email logs</h1>
        <p className="text-sm text-muted-foreground">What happened to the email you send: deliveries, opens, clicks, bounces, complaints and unsubscribes.</p>
      </header>
      <EmailReportCard initial={report} />
      <DeliveryLog initialPage={initialPage} initialState={initialState} />
    </div>
  );
}
