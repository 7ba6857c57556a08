import nodemailer from "nodemailer";

export type Dkim = { domainName: string; keySelector: string; privateKey: string };
/** `dkim`: sign with the sending domain's key (SMTP); the outbox records only that it would be. */
export type Envelope = { from: string; to: string; subject: string; html: string; text: string; messageId: string; dkim?: Dkim };
export type Delivery = { status: "sent" | "captured"; providerId: string | null };

export interface EmailTransport {
  readonly kind: "smtp" | "outbox";
  deliver(mail: Envelope): Promise<Delivery>;
}

/** Embedded: the recorded message is the delivery; the mailbox screen shows it. */
const outbox: EmailTransport = {
  kind: "outbox",
  async deliver() {
    return { status: "captured", providerId: null };
  },
};

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
