"use client";

import { Eye, EyeOff, Trash2, UsersRound } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import { formatDate, isoString } from "@/lib/format";
import { PAGE_MSG } from "@/lib/pages/constants";
import { contactPageKeys, pageKeys, usePageMembers, type PageMember } from "@/lib/pages/hooks";

/** The contacts a page is sent to: hide it from one's portal or show it again, or take it away. */
export function PageMembersDialog({ page, open, onOpenChange, canUpdate }: { page: { id: number; title: string } | null; open: boolean; onOpenChange: (o: boolean) => void; canUpdate: boolean }) {
  const members = usePageMembers(page?.id ?? 0, open && !!page);
  const rows = members.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Members</DialogTitle>
          <DialogDescription>Contacts “{page?.title}” is sent to.</DialogDescription>
        </DialogHeader>
        {members.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading members" />
          </div>
        ) : rows.length === 0 ? (
          <p className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
            <UsersRound className="size-4 shrink-0" aria-hidden="true" /> Not sent to anyone yet. Use Send to contacts to share it.
          </p>
        ) : (
          <ul className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto" aria-label="Members">
            {rows.map((m) => (
              <MemberRow key={m.id} pageId={page!.id} member={m} canUpdate={canUpdate} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MemberRow({ pageId, member, canUpdate }: { pageId: number; member: PageMember; canUpdate: boolean }) {
  const name = `${member.first_name} ${member.last_name}`.trim() || member.email || `Contact ${member.id}`;
  const toggle = useApiMutation({
    mutationFn: () => api.patch("/page/page-disable", { body: { page_id: pageId, contact_ids: [member.id], disable_content: member.disabled ? 0 : 1 } }),
    invalidate: [pageKeys.members(pageId), contactPageKeys.all],
    success: (d) => d.message ?? null,
    failure: PAGE_MSG.disableFailed,
  });
  const remove = useApiMutation({
    mutationFn: () => api.delete("/page/delete-assigned-members", { body: { page_id: pageId, contact_ids: [member.id] } }),
    invalidate: [pageKeys.all, contactPageKeys.all],
    success: (d) => d.message ?? null,
  });
  return (
    <li className="flex min-w-0 items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="truncate text-xs text-muted-foreground">
          Sent <time dateTime={isoString(member.assigned_at)}>{formatDate(member.assigned_at)}</time>
          {member.disabled ? " · Hidden from their portal" : ""}
        </p>
      </div>
      {canUpdate && (
        <>
          <Button variant="ghost" size="icon-sm" aria-label={member.disabled ? `Show to ${name}` : `Hide from ${name}`} loading={toggle.isPending} onClick={() => toggle.mutate()}>
            {member.disabled ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          </Button>
          <Button variant="ghost" size="icon-sm" aria-label={`Remove ${name}`} loading={remove.isPending} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      )}
    </li>
  );
}
