"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useContactStats, type ContactStats } from "@/lib/contacts/profile-hooks";
import { formatDate, formatNumber } from "@/lib/format";
import { defineProfileSection } from "./registry";

/** Stats: counts of what the coach and the contact have done together. */
export const statsSection = defineProfileSection<ContactStats>({
  id: "stats",
  title: "Stats",
  order: 40,
  column: "side",
  useData: (contactId, initial) => useContactStats(contactId, initial),
  hasContent: () => true,
  Component: StatsCard,
});

function StatsCard({ data: s }: { data: ContactStats }) {
  const items: [string, string][] = [
    ["Emails sent", formatNumber(s.emails_sent)],
    ["SMS sent", formatNumber(s.sms_sent)],
    ["Notes", formatNumber(s.notes)],
    ["Tags", formatNumber(s.tags)],
    ["Reward balance", formatNumber(s.reward_points)],
    ["Portal logins", formatNumber(s.login_count)],
  ];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">Stats</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map(([label, value]) => (
            <div key={label} className="flex min-w-0 flex-col rounded-md bg-secondary/60 px-3 py-2">
              <dt className="truncate text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold text-foreground tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          Contact since {formatDate(s.date_created)}
          {s.last_email_activity && <> · last email activity {formatDate(s.last_email_activity)}</>}
        </p>
      </CardContent>
    </Card>
  );
}
