import { useEffect, useEffectEvent } from "react";
import type Pusher from "pusher-js";
import { BROADCASTING_AUTH_PATH, type RealtimeClientConfig } from "./channels";

/**
 * The browser side: one pusher-js connection per page, opened by the shell's listener
 * (pusher-js is imported on demand, so it stays out of the first-load bundle). Any
 * component listens with `useRealtimeEvent`; bindings made before the connection opens
 * are attached when it does.
 */

type Binding = { channel: string; event: string; handler: (data: unknown) => void };

const bindings = new Set<Binding>();
let current: Pusher | null = null;

function attach(p: Pusher, b: Binding) {
  p.subscribe(b.channel).bind(b.event, b.handler);
}

/** Opens the page's connection; returns the function that closes it. */
export async function connectRealtime(config: RealtimeClientConfig, headers: Record<string, string>, authEndpoint = BROADCASTING_AUTH_PATH): Promise<() => void> {
  const { default: PusherClient } = await import("pusher-js");
  const p = new PusherClient(config.key, {
    cluster: config.cluster ?? "",
    wsHost: config.wsHost ?? window.location.hostname,
    wsPort: config.wsPort,
    wssPort: config.wsPort,
    forceTLS: config.forceTLS,
    enabledTransports: ["ws", "wss"],
    // The auth route takes the session cookie; cookie-authenticated writes need X-Requested-With.
    // The client portal passes its own route (its session is not a coach's).
    channelAuthorization: { endpoint: authEndpoint, transport: "ajax", headers },
  });
  current?.disconnect();
  current = p;
  for (const b of bindings) attach(p, b);
  return () => {
    if (current === p) current = null;
    p.disconnect();
  };
}

/** Listens to one event of one channel until the returned function is called. */
export function onRealtime(channel: string, event: string, handler: (data: unknown) => void): () => void {
  const b: Binding = { channel, event, handler };
  bindings.add(b);
  if (current) attach(current, b);
  return () => {
    bindings.delete(b);
    if (!current) return;
    current.channel(channel)?.unbind(event, handler);
    if (![...bindings].some((x) => x.channel === channel)) current.unsubscribe(channel);
  };
}

/** `onRealtime` for components; a null channel listens to nothing. */
export function useRealtimeEvent<T>(channel: string | null, event: string, handler: (data: T) => void) {
  const onEvent = useEffectEvent((data: unknown) => handler(data as T));
  useEffect(() => (channel ? onRealtime(channel, event, (data) => onEvent(data)) : undefined), [channel, event]);
}
