/**
 * The realtime wire format (doc 1 s9, doc 2 "Realtime channels per user"), shared by the
 * server that publishes and the browser that listens. No Node imports: the shell bundles it.
 * The spec's names stay on the wire (`portal-messsage-member` is spelled so); the `private-`
 * prefix makes pusher-js ask the auth route, which lets a user subscribe to their own only.
 */

export type ChannelBase = "sms-receive" | "progress-channel" | "portal-messsage-member" | "content-upload-channel";

export const CHANNEL_BASES: readonly ChannelBase[] = [
  "sms-receive",
  "progress-channel",
  "portal-messsage-member",
  "content-upload-channel",
];

/** A user's own channel: `private-sms-receive.7`, …, `private-content-upload-channel-7`. */
export function userChannel(base: ChannelBase, userId: number): string {
  // The content upload channel is named `content-upload-channel-{userId}` in the spec.
  return base === "content-upload-channel" ? `private-${base}-${userId}` : `private-${base}.${userId}`;
}

/** Every channel the user may subscribe to: the auth route's whole rule. */
export function ownChannels(userId: number): string[] {
  return CHANNEL_BASES.map((b) => userChannel(b, userId));
}

export function mayAuthorize(userId: number, channel: string): boolean {
  return ownChannels(userId).includes(channel);
}

/**
 * A contact's own channel, for the client portal (portal chat messages from the coach's team).
 * The portal's session authorises it; a coach's session never may (mayAuthorize is per user).
 */
export function contactChannel(contactId: number): string {
  return `private-portal-contact.${contactId}`;
}

/** The event name published on each channel. */
export const EVENTS = {
  "sms-receive": "sms-receive",
  "progress-channel": "progress",
  "portal-messsage-member": "portal-message",
  "content-upload-channel": "content-upload-event",
} as const satisfies Record<ChannelBase, string>;

/** An inbound SMS (toast: `New message from ${name}: ${body}`). */
export type SmsReceivePayload = {
  location_id: number;
  contact_id: number | null;
  direction: "inbound";
  name: string;
  from: string;
  body: string;
};

/** A portal chat message for the coach (toast: "You have received a message in portal chat"). */
export type PortalMessagePayload = {
  location_id: number;
  receiver_id: number;
  send_by: number;
  /** Who wrote it: a contact's reply toasts; a colleague's send only refreshes the screens. */
  sender?: "user" | "contact";
  contact_id?: number;
};

/** A portal chat message on the contact's own channel (`contactChannel`). */
export type PortalContactPayload = { location_id: number; contact_id: number; id: number; sender: "user" | "contact"; body: string; created_at: string };

/** Contact CSV import progress: done when count equals total_count (doc 2). */
export type ProgressPayload = { user_id: number; count: number; total_count: number };

/** Content import progress (doc 2 "Content import progress event"); applied when employer is the user. */
export type ContentUploadPayload = { employer: number; index: number; type: string; progress: number; icon: string };

/** What the browser needs to connect (made on the server by `realtimeClientConfig()`). */
export type RealtimeClientConfig = {
  key: string;
  /** null: the page's own hostname (the embedded server runs beside the app). */
  wsHost: string | null;
  wsPort: number;
  forceTLS: boolean;
  cluster?: string;
};

export const BROADCASTING_AUTH_PATH = "/api/v3/broadcasting/auth";
