import Pusher from "pusher";
import { isProduction, publishTarget, signingCredentials, type PublishTarget } from "./config";

export { realtimeClientConfig } from "./config";
export { userChannel, contactChannel, ownChannels, mayAuthorize, EVENTS, CHANNEL_BASES } from "./channels";
export type {
  ChannelBase,
  ContentUploadPayload,
  PortalContactPayload,
  PortalMessagePayload,
  ProgressPayload,
  RealtimeClientConfig,
  SmsReceivePayload,
} from "./channels";

/** A trigger that hangs must not hold up the request or job that published. */
const PUBLISH_TIMEOUT_MS = 5_000;

let sdk: { id: string; client: Pusher } | undefined;

function client(t: PublishTarget): Pusher {
  const id = [t.appId, t.key, t.secret, t.host, t.port, t.useTLS].join("|");
  if (sdk?.id !== id) {
    const port = t.port === undefined ? {} : { port: String(t.port) };
    sdk = { id, client: new Pusher({ appId: t.appId, key: t.key, secret: t.secret, host: t.host, ...port, useTLS: t.useTLS, timeout: PUBLISH_TIMEOUT_MS }) };
  }
  return sdk.client;
}

/**
 * Sends one event through the `pusher` server SDK: to Pusher (PUSHER_*) in production, to the
 * embedded server otherwise (also from another process on the same data folder).
 * Best effort: the record behind an event is already in the database, so a failure is
 * logged and never fails the caller (an SMS webhook, an import job).
 */
export async function publish(channel: string, event: string, data: unknown): Promise<void> {
  const target = publishTarget();
  if (!target) {
    console.warn(`realtime: no embedded server has started; ${event} on ${channel} not sent`);
    return;
  }
  try {
    await client(target).trigger(channel, event, data);
  } catch (err) {
    const status = (err as { status?: number }).status;
    console.warn(`realtime: publish ${event} on ${channel} failed${status ? ` (${status})` : ""}`, status ? "" : err);
  }
}

/** The `{ auth }` answer for a channel subscription, signed with the app secret. */
export function authorizeChannel(socketId: string, channel: string): { auth: string } {
  const c = signingCredentials();
  const signer = new Pusher({ appId: c.appId, key: c.key, secret: c.secret, host: "localhost" });
  return { auth: signer.authorizeChannel(socketId, channel).auth };
}

/** Called once by instrumentation.ts: starts the embedded server unless PUSHER_* is set. */
export async function ensureRealtime(): Promise<void> {
  if (isProduction()) return;
  const { startRealtimeServer } = await import("./embedded-server");
  const { port } = await startRealtimeServer();
  console.log(`realtime: embedded Pusher-protocol server on port ${port}`);
}
