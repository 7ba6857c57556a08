"use client";

import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/http/client";
import { templateCalls } from "@/lib/templates/hooks";
import { useDebounced } from "./use-debounced";

/** Why a preview could not render: the server's field message (an unknown merge field), else a general line. */
function reason(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return Object.values(error.body?.errors ?? {})[0]?.[0] ?? error.message;
  if (error instanceof ApiError && error.status === 404) return "That contact is no longer here. Choose another.";
  return "We couldn’t render the preview. It will try again when you edit.";
}

function Failed({ error }: { error: unknown }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-md bg-warning-tint p-3 text-sm text-warning-strong">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {reason(error)}
    </p>
  );
}

/**
 * The email exactly as it is sent (the server's one render: merge fields for the chosen contact,
 * the signature when it applies to all, CSS inlined), in a sandboxed frame: coach HTML never
 * runs in the app's page.
 */
export function EmailPreview({ subject, body, contactId }: { subject: string; body: string; contactId: number | null }) {
  const input = useDebounced({ subject, body, contact_id: contactId }, 500);
  const q = useQuery({ queryKey: ["templates", "preview", "email", input], queryFn: ({ signal }) => templateCalls.previewEmail(input, signal), retry: false, placeholderData: (prev) => prev });
  if (q.isError) return <Failed error={q.error} />;
  if (!q.data) return <div className="flex h-40 items-center justify-center"><Spinner size="sm" label="Rendering preview" /></div>;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="min-w-0 truncate text-sm"><span className="text-muted-foreground">Subject:</span> <span className="font-medium">{q.data.subject || "(no subject)"}</span></p>
      <iframe title="Email preview" sandbox="" srcDoc={q.data.html} className="h-[28rem] w-full rounded-md border border-border bg-white" />
    </div>
  );
}

/** The SMS for the chosen contact, with its segment count as the carrier bills it. */
export function SmsPreview({ body, contactId }: { body: string; contactId: number | null }) {
  const input = useDebounced({ body, contact_id: contactId }, 400);
  const q = useQuery({ queryKey: ["templates", "preview", "sms", input], queryFn: ({ signal }) => templateCalls.previewSms(input, signal), retry: false, placeholderData: (prev) => prev });
  if (q.isError) return <Failed error={q.error} />;
  if (!q.data) return <div className="flex h-24 items-center justify-center"><Spinner size="sm" label="Rendering preview" /></div>;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="max-w-xs self-start rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm break-words whitespace-pre-wrap">{q.data.body || "(empty message)"}</div>
      <p className="text-xs text-muted-foreground tabular-nums">
        {q.data.characters} characters · {q.data.segments} {q.data.segments === 1 ? "segment" : "segments"} ({q.data.encoding})
      </p>
    </div>
  );
}
