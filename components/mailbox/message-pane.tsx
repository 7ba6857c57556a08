"use client";

import { useState } from "react";
import { Paperclip, TriangleAlert } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ListError, ListLoading } from "@/components/list/list-states";
import { formatDateTime } from "@/lib/format";
import { useMailboxMessage } from "@/lib/mailbox/hooks";
import { EmailStatusBadge } from "./status-badge";

/** One email: its envelope, delivery state, and the body — HTML in a sandbox that runs nothing. */
export function MailboxMessagePane({ id }: { id: number }) {
  const [view, setView] = useState("html");
  const q = useMailboxMessage(id);

  if (q.isError) {
    return <ListError title="We couldn’t open this email" onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  }
  const m = q.data;
  if (!m) {
    return <ListLoading label="Loading email" />;
  }

  return (
    <article className="flex min-w-0 flex-1 flex-col">
      <header className="flex flex-col gap-3 border-b border-border px-5 py-4">
        <div className="flex flex-wrap items-start gap-2">
          <h2 className="min-w-0 flex-1 text-base leading-6 font-semibold text-foreground break-words">{m.subject}</h2>
          <EmailStatusBadge status={m.status} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">From</dt>
          <dd className="min-w-0 break-words text-foreground">{m.from}</dd>
          <dt className="text-muted-foreground">To</dt>
          <dd className="min-w-0 break-words text-foreground">{m.to}</dd>
          <dt className="text-muted-foreground">Date</dt>
          <dd className="text-foreground">{formatDateTime(m.created_at)}</dd>
          {m.attempts > 1 && (
            <>
              <dt className="text-muted-foreground">Attempts</dt>
              <dd className="text-foreground tabular-nums">{m.attempts}</dd>
            </>
          )}
        </dl>
        {m.status_reason && (
          <p role="status" className="flex items-start gap-2 rounded-md bg-danger-tint px-3 py-2 text-sm text-danger-strong">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {m.status_reason}
          </p>
        )}
        {m.attachments.length > 0 && (
          <ul aria-label="Attachments" className="flex flex-wrap gap-2">
            {m.attachments.map((a) => (
              <li key={a.index}>
                <a
                  href={`/api/v3/mailbox/messages/${m.id}/attachments/${a.index}`}
                  download={a.filename}
                  className="inline-flex items-center gap-1.5 rounded-md border border-border px-2.5 py-1 text-sm text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Paperclip className="size-4" aria-hidden="true" />
                  {a.filename}
                  <span className="text-muted-foreground tabular-nums">{`${Math.max(1, Math.round(a.size / 1024))} KB`}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 px-5 py-4">
        <Tabs value={view} onValueChange={setView} className="flex min-h-0 flex-1 flex-col gap-3">
          <TabsList aria-label="Email body format">
            <TabsTrigger value="html">HTML</TabsTrigger>
            <TabsTrigger value="text">Plain text</TabsTrigger>
          </TabsList>
          <TabsContent value="html" tabIndex={-1} className="flex min-h-0 flex-1 flex-col focus-visible:outline-none">
            {/* sandbox without allow-scripts: the email's HTML is shown, never run; links open a new tab. */}
            <iframe
              title={`Email: ${m.subject}`}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={`<base target="_blank"><style>body{font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;color:#111827;margin:0;padding:16px}</style>${m.html}`}
              className="min-h-[360px] w-full flex-1 rounded-md border border-border bg-white"
            />
          </TabsContent>
          <TabsContent value="text" tabIndex={-1} className="flex min-h-0 flex-1 flex-col focus-visible:outline-none">
            <pre className="min-h-[360px] flex-1 overflow-auto rounded-md border border-border bg-muted/40 p-4 font-mono text-xs leading-5 whitespace-pre-wrap text-foreground">{m.text}</pre>
          </TabsContent>
        </Tabs>
      </div>
    </article>
  );
}
