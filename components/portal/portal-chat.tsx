"use client";

import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { MessagesSquare, SendHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api, type ApiAnswer } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { contactChannel, EVENTS, type PortalContactPayload, type RealtimeClientConfig } from "@/lib/platform/realtime/channels";
import { connectRealtime, onRealtime } from "@/lib/platform/realtime/client";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { onPortalError } from "./portal-errors";
import type { PortalMe } from "./portal-app";

type Message = ApiAnswer<"get", "/portal/chat/messages">["data"][number];
const PAGE = 30;
const PORTAL_AUTH_PATH = "/api/v3/portal/broadcasting/auth";

/** Newest last, one entry per id (a sent message also arrives on the contact's channel). */
function merge(list: Message[], more: Message[]): Message[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Chat with the coach (GET /portal/chat/messages, POST /portal/chat/send), live both ways:
 * the coach's replies arrive on the contact's private channel, which the portal session signs.
 */
export function PortalChat({ me, realtime }: { me: PortalMe; realtime: RealtimeClientConfig | null }) {
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [older, setOlder] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const stickToEnd = useRef(true);

  useEffect(() => {
    const ctl = new AbortController();
    api.get("/portal/chat/messages", { query: { per_page: PAGE }, signal: ctl.signal }).then(
      (res) => { setMessages(merge([], res.data)); setOlder(res.next_before_id); },
      (err: unknown) => { onPortalError(err); setMessages((m) => m ?? []); },
    );
    return () => ctl.abort();
  }, []);

  const onLive = useEffectEvent((data: unknown) => {
    const p = data as PortalContactPayload;
    if (p?.contact_id !== me.contact.id) return;
    stickToEnd.current = true;
    setMessages((list) => merge(list ?? [], [{ id: p.id, contact_id: p.contact_id, direction: p.sender === "contact" ? "inbound" : "outbound", body: p.body, is_read: true, sent_by: null, created_at: p.created_at }]));
  });

  const key = realtime?.key;
  const wsHost = realtime?.wsHost;
  const wsPort = realtime?.wsPort;
  const forceTLS = realtime?.forceTLS;
  const cluster = realtime?.cluster;
  useEffect(() => {
    if (!key || !wsPort) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    const off = onRealtime(contactChannel(me.contact.id), EVENTS["portal-messsage-member"], (d) => onLive(d));
    connectRealtime({ key, wsHost: wsHost ?? null, wsPort, forceTLS: forceTLS ?? false, cluster }, { "X-Requested-With": "XMLHttpRequest" }, PORTAL_AUTH_PATH)
      .then((close) => (closed ? close() : (disconnect = close)))
      .catch((err: unknown) => console.warn("realtime: could not connect", err));
    return () => {
      closed = true;
      off();
      disconnect?.();
    };
  }, [key, wsHost, wsPort, forceTLS, cluster, me.contact.id]);

  useEffect(() => {
    if (stickToEnd.current) endRef.current?.scrollIntoView({ block: "end" });
  }, [messages]);

  const loadOlder = () => {
    if (!older) return;
    setLoadingOlder(true);
    stickToEnd.current = false;
    api.get("/portal/chat/messages", { query: { per_page: PAGE, before_id: older } }).then(
      (res) => { setMessages((list) => merge(list ?? [], res.data)); setOlder(res.next_before_id); setLoadingOlder(false); },
      (err: unknown) => { setLoadingOlder(false); onPortalError(err); },
    );
  };

  const send = (e?: FormEvent) => {
    e?.preventDefault();
    if (sending) return;
    if (!text.trim()) {
      setError("The message field is required.");
      return;
    }
    setSending(true);
    setError(null);
    api.post("/portal/chat/send", { body: { message: text } }).then(
      (m) => { stickToEnd.current = true; setMessages((list) => merge(list ?? [], [m])); setText(""); setSending(false); },
      (err: unknown) => {
        setSending(false);
        if (err instanceof ApiError && err.status === 422) setError(err.body?.errors?.message?.[0] ?? err.body?.message ?? "Please check your message.");
        else onPortalError(err);
      },
    );
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) send();
    if (e.key === "Enter" && !e.shiftKey) e.preventDefault();
  };

  return (
    <section aria-labelledby="portal-chat-title" className="flex flex-1 flex-col rounded-xl border border-border bg-card shadow-sm">
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <MessagesSquare className="size-5 text-primary-strong" aria-hidden />
        <h2 id="portal-chat-title" className="text-base font-semibold text-foreground">Chat with your coach</h2>
      </div>
      <div className="flex min-h-64 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4" aria-live="polite" aria-busy={messages === null}>
        {messages === null ? (
          <div className="m-auto flex items-center gap-2 text-sm text-muted-foreground"><Spinner /> Loading messages</div>
        ) : messages.length === 0 ? (
          <div className="m-auto max-w-xs text-center">
            <p className="text-sm font-medium text-foreground">No messages yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Say hello, ask a question or share how it is going. Your coach will reply here.</p>
          </div>
        ) : (
          <>
            {older ? (
              <Button variant="ghost" size="sm" className="self-center" onClick={loadOlder} loading={loadingOlder} loadingText="Loading">Show earlier messages</Button>
            ) : null}
            <ol aria-label="Messages" className="flex flex-col gap-3">
              {messages.map((m) => {
                const mine = m.direction === "inbound";
                return (
                  <li key={m.id} className={cn("flex max-w-[85%] flex-col gap-1", mine ? "self-end items-end" : "self-start items-start")}>
                    <p className={cn("whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm", mine ? "rounded-br-md bg-primary-strong text-primary-foreground" : "rounded-bl-md bg-muted text-foreground")}>{m.body}</p>
                    <span className="text-xs text-muted-foreground">{mine ? "You" : (m.sent_by ?? "Your coach")} · {formatDateTime(m.created_at)}</span>
                  </li>
                );
              })}
            </ol>
          </>
        )}
        <div ref={endRef} />
      </div>
      <form onSubmit={send} className="sticky bottom-0 flex items-end gap-2 rounded-b-xl border-t border-border bg-card p-3">
        <div className="flex-1">
          <label htmlFor="portal-chat-message" className="sr-only">Message</label>
          <textarea
            id="portal-chat-message"
            value={text}
            onChange={(e) => { setText(e.target.value); if (error) setError(null); }}
            onKeyDown={onKey}
            rows={1}
            placeholder="Write a message"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "portal-chat-error" : undefined}
            className="block max-h-32 min-h-10 w-full resize-none rounded-lg border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
          />
          {error ? <p id="portal-chat-error" className="mt-1 text-xs text-danger">{error}</p> : null}
        </div>
        <Button type="submit" size="icon" loading={sending} aria-label="Send message" className="size-10 shrink-0">
          <SendHorizontal aria-hidden />
        </Button>
      </form>
    </section>
  );
}
