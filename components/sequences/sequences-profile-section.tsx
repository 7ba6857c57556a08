"use client";

import { useState } from "react";
import Link from "next/link";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { formatCount, formatDateTime } from "@/lib/format";
import { SEQUENCE_MSG } from "@/lib/sequences/constants";
import { sequenceKeys, useContactSequences, type ContactSequencePage } from "@/lib/sequences/hooks";

const STATUS_VARIANT = { active: "primary", completed: "success", stopped: "warning", removed: "neutral" } as const;

/** Sequences (GET /contact/sequences): the sequences this contact is or was on, newest first; remove from an active one. */
export const sequencesSection = defineProfileSection<ContactSequencePage>({
  id: "sequences",
  title: "Sequences",
  order: 31,
  column: "main",
  visible: (access) => access.canViewSequences === true,
  useData: (contactId) => useContactSequences(contactId, 1),
  // Never on a sequence: no card (contacts are added from the list's bulk actions or the sequence).
  hasContent: (page) => page.total > 0,
  Component: SequencesCard,
});

function SequencesCard({ data: first, ctx }: { data: ContactSequencePage; ctx: ProfileContext }) {
  const [page, setPage] = useState(1);
  const data = useContactSequences(ctx.contact.id, page).data ?? first;
  const remove = useApiMutation({
    mutationFn: (sequenceId: number) => api.post("/sequence/remove-contact", { body: { sequence_ids: [sequenceId], contact_ids: [ctx.contact.id] } }),
    invalidate: [sequenceKeys.all],
    success: SEQUENCE_MSG.removed,
  });
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Sequences</CardTitle>
        <span className="text-sm text-muted-foreground tabular-nums">{formatCount(data.total, "sequence")}</span>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-border" aria-label="Sequences of this contact">
          {data.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex min-w-0 flex-col">
                <Link href={`/sequence/${s.sequence_id}/edit`} className="truncate font-medium text-primary-strong hover:underline">{s.title}</Link>
                <span className="text-[13px] text-muted-foreground">
                  {formatCount(s.sent, "message")} sent{s.next_at ? ` · next ${formatDateTime(s.next_at)}` : ""}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <Badge variant={STATUS_VARIANT[s.status]}>{s.status[0].toUpperCase() + s.status.slice(1)}</Badge>
                {ctx.access.canUpdateSequences && s.status === "active" && (
                  <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => void remove.mutateAsync(s.sequence_id).catch(() => {})}>
                    Remove
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
        {data.last_page > 1 && <Pagination page={page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPageChange={setPage} />}
      </CardContent>
    </Card>
  );
}
