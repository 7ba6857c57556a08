import { validationError } from "@/lib/http/errors";
import type { ReminderChannel, ReminderMessage } from "./sources";

/** The reminders' copy (doc 3 s8's toasts word for word). */
export const REMINDER_MSG = {
  emailSent: "Email reminder has been sent successfully!",
  smsSent: "SMS reminder has been sent successfully!",
  noEmail: "The contact has no email address.",
  noNumber: "The contact has no phone number.",
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A reminder's email and SMS: the page's headline, who it is from and the contact's signed link. */
export function reminderEmail(p: { headline: string; firstName: string; assetName: string; business: string; link: string; action: string }): ReminderMessage {
  const hi = p.firstName ? `Hi ${p.firstName},` : "Hi,";
  const line = `It's time for "${p.assetName}" from ${p.business}.`;
  return {
    subject: p.headline,
    text: `${hi}\n\n${line}\n\n${p.action}: ${p.link}\n`,
    html:
      `<p>${escapeHtml(hi)}</p><p>${escapeHtml(line)}</p>` +
      `<p><a href="${escapeHtml(p.link)}" style="display:inline-block;padding:12px 20px;background:#2f7eed;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(p.action)}</a></p>`,
    sms: `${hi} ${line} ${p.action}: ${p.link}`,
  };
}

/** A resend's answer: the spec's toast for the channel, or 422 on contact_id when the contact has no address for it. */
export function resendAnswer(channel: ReminderChannel, sent: ReminderChannel | null) {
  if (!sent) throw validationError({ contact_id: [channel === "email" ? REMINDER_MSG.noEmail : REMINDER_MSG.noNumber] });
  return { status: 1, message: channel === "email" ? REMINDER_MSG.emailSent : REMINDER_MSG.smsSent };
}
