"use client";

import { useEffect, useRef } from "react";
import Link from "next/link";
import { Archive, ArchiveRestore, ArrowLeft, Mail, MailOpen, MessageSquare, Phone, RotateCw } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ListError, ListLoading } from "@/components/list/list-states";
import { SmsStatusBadge } from "@/components/mailbox/sms-status-badge";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";
import { formatDateTime, isoString } from "@/lib/format";
import { formatPhone } from "@/lib/format-phone";
import type { MessageChannel, PortalLog, SmsLog, Thread } from "@/lib/sms-center/columns";
import { MESSAGE_WRITES, useConversation } from "@/lib/sms-center/hooks";
import { cn } from "@/lib/utils/cn";
import { Composer } from "./composer";
import { ScheduledList } from "./scheduled-list";

export type ConversationAccess = { canCreate: boolean; canUpdate: boolean; canDelete: boolean; canViewContacts: boolean };

type Props = { channel: MessageChannel; thread: Thread; timeZone: string; access: ConversationAccess; onBack: () => void };

/** One conversation: the contact card, the messages (oldest at the top), scheduled ones, the composer. */
export function Conversation({ channel, thread, timeZone, access, onBack }: Props) {
  const logs = useConversation(channel, thread.contact_id);
  const end = useRef<HTMLDivElement>(null);
  const count = logs.data?.length ?? 0;
  useEffect(() => {
    // Braces: newer browsers answer scrollIntoView with a promise, which must not be the cleanup.
    void end.current?.scrollIntoView({ block: "end" });
  }, [count]);

  const write = useApiMutation<{ kind: "read" | "archive"; value: 0 | 1 }, { status: number; message?: string }>({
    mutationFn: ({ kind, value }) => {
      const contact_ids = [thread.contact_id];
      if (kind === "read")
        return channel === "sms"
          ? api.patch("/sms-center/mark-read-unread", { body: { contact_ids, is_read: value } })
          : api.patch("/portal-chat/mark-read-unread", { body: { contact_ids, is_read: value } });
      return channel === "sms"
        ? api.patch("/sms-center/archive-unarchive", { body: { contact_ids, archived: value } })
        : api.patch("/portal-chat/archive-unarchive", { body: { contact_ids, archived: value } });
    },
    invalidate: MESSAGE_WRITES,
    success: (d) => d.message,
  });

  // Opening an unread conversation reads it (the bell and the Unread tab follow).
  const unread = thread.unread > 0;
  const { mutate } = write;
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (!unread || !access.canUpdate || opened.current === thread.contact_id) return;
    opened.current = thread.contact_id;
    mutate({ kind: "read", value: 1 });
  }, [unread, access.canUpdate, thread.contact_id, mutate]);

  return (
    <section aria-label={`Conversation with ${thread.name}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-border bg-card px-4 py-3">
        <Button type="button" variant="ghost" size="icon-sm" className="md:hidden" aria-label="Back to conversations" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Avatar name={thread.name} src={thread.photo} size="md" decorative />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-foreground">
            {access.canViewContacts ? (
              <Link href={`/contact/${thread.contact_id}/profile`} className="hover:underline">
                {thread.name}
              </Link>
            ) : (
              thread.name
            )}
          </h2>
          <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            {thread.number && (
              <span className="inline-flex items-center gap-1">
                <Phone className="size-3" aria-hidden="true" />
                {formatPhone(thread.number)}
              </span>
            )}
            {thread.email && (
              <span className="inline-flex min-w-0 items-center gap-1">
                <Mail className="size-3 shrink-0" aria-hidden="true" />
                <span className="truncate">{thread.email}</span>
              </span>
            )}
          </p>
        </div>
        {access.canUpdate && (
          <div className="flex shrink-0 gap-1">
            <Button type="button" variant="ghost" size="icon-sm" aria-label="Mark as unread" title="Mark as unread" onClick={() => write.mutate({ kind: "read", value: 0 })}>
              <MailOpen aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={thread.archived ? "Move to inbox" : "Archive"}
              title={thread.archived ? "Move to inbox" : "Archive"}
              onClick={() => write.mutate({ kind: "archive", value: thread.archived ? 0 : 1 })}
            >
              {thread.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
            </Button>
          </div>
        )}
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto bg-background px-4 py-4" aria-live="polite">
        {logs.isError ? (
          <ListError title="We couldn’t load this conversation" onRetry={() => void logs.refetch()} retrying={logs.isFetching} />
        ) : !logs.data ? (
          <ListLoading label="Loading messages" />
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Messages">
            {logs.data.map((m) => (
              <Bubble key={m.id} m={m} timeZone={timeZone} canResend={channel === "sms" && access.canCreate} />
            ))}
          </ol>
        )}
        {logs.data?.length === 0 && (
          <p className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
            <MessageSquare className="size-6" aria-hidden="true" />
            No messages yet. Write the first one below.
          </p>
        )}
        <div ref={end} />
      </div>

      <ScheduledList channel={channel} contactId={thread.contact_id} timeZone={timeZone} canDelete={access.canDelete} />
      <Composer channel={channel} contactId={thread.contact_id} timeZone={timeZone} canSend={access.canCreate} />
    </section>
  );
}

/** Sends a failed or blocked SMS again; a refusal (status not 1) shows the server's message. */
function ResendButton({ id }: { id: number }) {
  const resend = useApiMutation<number, { status: number; message: string }>({
    mutationFn: (smsId) => api.post("/sms-center/resend-sms", { body: { id: smsId } }),
    invalidate: MESSAGE_WRITES,
    success: (d) => (d.status === 1 ? d.message : null),
    onSuccess: (d) => void (d.status !== 1 && toast.error(d.message)),
  });
  return (
    <Button type="button" variant="link" size="sm" className="text-xs" disabled={resend.isPending} onClick={() => resend.mutate(id)}>
      <RotateCw aria-hidden="true" /> Resend
    </Button>
  );
}

function Bubble({ m, timeZone, canResend }: { m: SmsLog | PortalLog; timeZone: string; canResend: boolean }) {
  const out = m.direction === "outbound";
  const status = "status" in m ? m : null;
  return (
    <li className={cn("flex flex-col gap-1", out ? "items-end" : "items-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap shadow-sm sm:max-w-[70%]",
          out ? "bg-primary-strong text-primary-foreground" : "border border-border bg-card text-foreground",
        )}
      >
        <span className="sr-only">{out ? "Sent: " : "Received: "}</span>
        {m.body}
      </div>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {m.sent_by && <span>{m.sent_by}</span>}
        <time dateTime={isoString(m.created_at)}>{formatDateTime(m.created_at, { timeZone })}</time>
        {status && out && status.status !== "captured" && status.status !== "sent" && <SmsStatusBadge status={status.status} />}
        {status && out && canResend && (status.status === "failed" || status.status === "blocked") && <ResendButton id={m.id} />}
      </p>
      {status?.status_reason && <p className="max-w-[85%] text-xs text-danger-strong">{status.status_reason}</p>}
    </li>
  );
}
