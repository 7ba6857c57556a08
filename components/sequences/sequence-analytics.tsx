"use client";

import { BarChart3 } from "lucide-react";
import { useState } from "react";
import { ListEmpty, ListLoading } from "@/components/list/list-states";
import { NativeSelect } from "@/components/ui/native-select";
import { formatNumber } from "@/lib/format";
import { useSequenceAnalytics, useSequenceDetailAnalytics } from "@/lib/sequences/hooks";

const EMAIL = [["sent", "Sent"], ["delivered", "Delivered"], ["opened", "Opened"], ["clicked", "Clicked"], ["bounced", "Bounced"], ["unsubscribed", "Unsubscribed"]] as const;
const SMS = [["sent", "Sent"], ["delivered", "Delivered"], ["failed", "Failed"], ["replied", "Replied"]] as const;

/** The Analytics tab: the channel's totals and rates, then each message's numbers and its week, Mon–Sun. */
export function SequenceAnalytics({ sequenceId }: { sequenceId: number }) {
  const [type, setType] = useState<"email" | "sms">("email");
  const totals = useSequenceAnalytics(sequenceId, type);
  const detail = useSequenceDetailAnalytics(sequenceId);
  const stats = type === "email" ? EMAIL : SMS;
  const rows = (detail.data ?? []).filter((m) => m.kind === type);
  return (
    <section aria-labelledby="analytics-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="analytics-heading" className="font-semibold">Analytics</h2>
        <NativeSelect aria-label="Channel" value={type} onChange={(e) => setType(e.target.value as "email" | "sms")} className="w-32">
          <option value="email">Email</option>
          <option value="sms">SMS</option>
        </NativeSelect>
      </div>
      {!totals.data ? (
        <ListLoading label="Loading analytics" />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {stats.map(([key, label]) => (
            <div key={key} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-3 shadow-sm">
              <dt className="text-[13px] text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold">{formatNumber(totals.data[key])}</dd>
              {key !== "sent" && <dd className="text-[12px] text-muted-foreground">{totals.data.rates[key]}% of sent</dd>}
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-col rounded-lg border border-border bg-card">
        <h3 className="p-3 font-semibold">By message, this week</h3>
        {!detail.data ? (
          <ListLoading label="Loading messages" />
        ) : !rows.length ? (
          <ListEmpty icon={BarChart3} title={`No ${type === "email" ? "emails" : "texts"} in this sequence`} description="Numbers show up here once its messages go out." />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {rows.map((m) => {
              const peak = Math.max(1, ...m.daily.map((d) => d.sent));
              return (
                <li key={m.message_id} className="flex flex-col gap-3 p-3 lg:flex-row lg:items-center lg:justify-between">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{m.title}</p>
                    <p className="text-[13px] text-muted-foreground">
                      {m.sent} sent · {type === "email" ? `${m.opened} opened · ${m.clicked} clicked · ${m.bounced} bounced` : `${m.failed} failed · ${m.replied} replied`}
                    </p>
                  </div>
                  <ol className="flex items-end gap-1.5" aria-label={`${m.title}: sent per day this week`}>
                    {m.daily.map((d) => (
                      <li key={d.day} className="flex w-8 flex-col items-center gap-1 text-[11px] text-muted-foreground">
                        <span className="sr-only">{d.day} {d.date}: {d.sent} sent, {d.opened} opened</span>
                        <span className="flex h-12 w-full items-end rounded bg-secondary" aria-hidden>
                          <span className="w-full rounded bg-primary" style={{ height: `${(d.sent / peak) * 100}%` }} />
                        </span>
                        <span aria-hidden>{d.day}</span>
                      </li>
                    ))}
                  </ol>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
