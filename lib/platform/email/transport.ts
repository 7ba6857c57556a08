import nodemailer from "nodemailer";
import { SIMULATED_BOUNCE, SIMULATOR_DOMAINS } from "./constants";

export type Dkim = { domainName: string; keySelector: string; privateKey: string };
/** `dkim`: sign with the sending domain's key (SMTP); the outbox records only that it would be. */
export type Envelope = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  dkim?: Dkim;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};
export type Delivery = { status: "sent" | "captured"; providerId: string | null };

export interface EmailTransport {
  readonly kind: "smtp" | "outbox";
  deliver(mail: Envelope): Promise<Delivery>;
}

/** An SMTP server's refusal, with its reply code (nodemailer's errors carry `responseCode` too). */
export class SmtpRejection extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

/** The reply code of a failed delivery, when the server gave one. */
export function smtpCode(err: unknown): number | null {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" ? code : null;
}

/**
 * Embedded: the recorded message is the delivery; the mailbox screen shows it. An address at
 * the bounce simulator domain is refused as a mail server would (550); the complaint simulator
 * is delivered, then reported by the job (lib/platform/email/job.ts).
 */
const outbox: EmailTransport = {
  kind: "outbox",
  async deliver(mail) {
    if (simulates(mail.to, "bounce")) throw new SmtpRejection(SIMULATED_BOUNCE, 550);
    return { status: "captured", providerId: null };
  },
};

/** Whether an address is at one of the outbox's simulator domains. */
export function simulates(to: string, kind: keyof typeof SIMULATOR_DOMAINS): boolean {
  return to.trim().toLowerCase().endsWith(`@${SIMULATOR_DOMAINS[kind]}`);
}

function smtp(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async deliver(mail) {
      const info = await transporter.sendMail({ ...mail, messageId: mail.messageId });
      if (info.rejected.length) throw new Error(`Rejected by the SMTP server: ${info.rejected.join(", ")} (${info.response})`);
      return { status: "sent", providerId: info.messageId ?? mail.messageId };
    },
  };
}

let cached: { url: string | undefined; transport: EmailTransport } | undefined;

/** SMTP when SMTP_URL is set (read at each send so tests and deploys can switch), else the outbox. */
export function emailTransport(): EmailTransport {
  const url = process.env.SMTP_URL || undefined;
  if (!cached || cached.url !== url) cached = { url, transport: url ? smtp(url) : outbox };
  return cached.transport;
}
