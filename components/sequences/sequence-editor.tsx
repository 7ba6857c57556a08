"use client";

import { ArrowLeft, Settings } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { sequenceKeys, type SequenceMessageRow, type SequenceSummary } from "@/lib/sequences/hooks";
import { SequenceAnalytics } from "./sequence-analytics";
import { SequenceMessages } from "./sequence-messages";
import { SequenceSchedules } from "./sequence-schedules";
import { SequenceSettingsDialog } from "./sequence-settings-dialog";
import { SequenceSubscribers } from "./sequence-subscribers";

/** The sequence editor (/sequence/{id}/edit): Messages, Subscribers, Schedules and Analytics tabs. */
export function SequenceEditor({ sequence, messages, canEdit }: { sequence: SequenceSummary; messages: SequenceMessageRow[]; canEdit: boolean }) {
  // The header's counts: the dashboard row of this sequence, refreshed after every write.
  const row = useQuery({
    queryKey: [...sequenceKeys.all, "row", sequence.id],
    queryFn: async ({ signal }) => (await api.get("/sequence/list-all", { query: { search: sequence.title, per_page: 100, page: 1, order_by: "ordering", order: "desc" }, signal })).data.find((s) => s.id === sequence.id) ?? sequence,
    initialData: sequence,
  }).data;
  const [settings, setSettings] = useState(false);
  const window = row.window_start && row.window_end ? `Sends ${row.window_start}–${row.window_end} (${row.timezone})` : "Sends any time of day";
  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Link href="/sequences" className="inline-flex items-center gap-1 text-[13px] text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden /> Sequences
          </Link>
          <h1 className="truncate text-xl font-semibold">{row.title}</h1>
          <p className="text-[13px] text-muted-foreground">
            {formatCount(row.messages, "message")} · {formatCount(row.subscribers, "active subscriber")} · {window}
            {row.stop_on_reply ? " · stops when they reply" : ""}
          </p>
        </div>
        {canEdit && (
          <Button variant="outline" onClick={() => setSettings(true)}>
            <Settings className="size-4" aria-hidden /> Settings
          </Button>
        )}
      </div>
      <Tabs defaultValue="messages" className="flex flex-col gap-4">
        <TabsList aria-label="Sequence" className="max-w-full overflow-x-auto">
          <TabsTrigger value="messages">Messages</TabsTrigger>
          <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
          <TabsTrigger value="schedules">Schedules</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="messages">
          <SequenceMessages sequenceId={sequence.id} initial={messages} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="subscribers">
          <SequenceSubscribers sequenceId={sequence.id} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="schedules">
          <SequenceSchedules sequenceId={sequence.id} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="analytics">
          <SequenceAnalytics sequenceId={sequence.id} />
        </TabsContent>
      </Tabs>
      {settings && <SequenceSettingsDialog sequence={row} open onOpenChange={(o) => !o && setSettings(false)} />}
    </div>
  );
}
