"use client";

import { useEffect, useEffectEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { EVENTS, userChannel, type PortalMessagePayload, type RealtimeClientConfig, type SmsReceivePayload } from "@/lib/platform/realtime/channels";
import { connectRealtime, onRealtime } from "@/lib/platform/realtime/client";
import { PORTAL_MESSAGE_TOAST, REALTIME_START_MS, smsReceivedToast } from "@/lib/shell/constants";
import { UNREAD_COUNT_KEY } from "@/lib/shell/unread-query";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

type Props = { config: RealtimeClientConfig | null; userId: number; locationId: number };

/**
 * Connects to realtime 5 s after load (doc 1 s9) and listens on the user's channels:
 * an inbound SMS or a portal message of the accessed location raises the spec's toast and
 * refetches the bell's count. Progress events are for the import screens (useRealtimeEvent).
 */
export function RealtimeListener({ config, userId, locationId }: Props) {
  const queryClient = useQueryClient();

  const onMessage = useEffectEvent((kind: "sms" | "portal", data: unknown) => {
    const payload = data as SmsReceivePayload | PortalMessagePayload;
    if (payload?.location_id !== locationId) return; // another of the user's locations
    if (kind === "sms") {
      const sms = payload as SmsReceivePayload;
      toast.info(smsReceivedToast(sms.name, sms.body));
    } else if ((payload as PortalMessagePayload).sender !== "user") {
      // A colleague's own send is announced too (screens refresh), but only a contact's message toasts.
      toast.info(PORTAL_MESSAGE_TOAST);
    }
    void refreshAfterWrite(queryClient, [UNREAD_COUNT_KEY]);
  });

  const key = config?.key;
  const wsHost = config?.wsHost;
  const wsPort = config?.wsPort;
  const forceTLS = config?.forceTLS;
  const cluster = config?.cluster;

  useEffect(() => {
    if (!key || !wsPort) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    const unbind = [
      onRealtime(userChannel("sms-receive", userId), EVENTS["sms-receive"], (d) => onMessage("sms", d)),
      onRealtime(userChannel("portal-messsage-member", userId), EVENTS["portal-messsage-member"], (d) => onMessage("portal", d)),
      // Kept subscribed so an import's progress is never missed while its screen loads.
      onRealtime(userChannel("progress-channel", userId), EVENTS["progress-channel"], () => {}),
    ];
    const timer = window.setTimeout(() => {
      const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest", "accessed-location-id": String(locationId) };
      connectRealtime({ key, wsHost: wsHost ?? null, wsPort, forceTLS: forceTLS ?? false, cluster }, headers)
        .then((close) => (closed ? close() : (disconnect = close)))
        .catch((err: unknown) => console.warn("realtime: could not connect", err));
    }, REALTIME_START_MS);
    return () => {
      closed = true;
      window.clearTimeout(timer);
      unbind.forEach((off) => off());
      disconnect?.();
    };
  }, [key, wsHost, wsPort, forceTLS, cluster, userId, locationId]);

  return null;
}
