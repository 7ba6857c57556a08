import "server-only";
import type { Db } from "@/db";
import { sendEmail } from "@/lib/platform/email";
import { sendSms } from "@/lib/platform/sms";
import { SIGNUP_CODE_TTL_MS, type Channel } from "./constants";

const MINUTES = SIGNUP_CODE_TTL_MS / 60_000;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sends a sign-up code: system email (never blocked by a location's kill switch) or a
 * system SMS (no location yet: the account-wide sender or the outbox).
 */
export async function sendSignupCode(db: Db, channel: Channel, m: { to: string; name: string; code: string }) {
  if (channel === "phone") {
    await sendSms(db, { locationId: null, to: m.to, body: `Your CoachOS verification code is ${m.code}. It expires in ${MINUTES} minutes.` });
    return;
  }
  await sendEmail(db, {
    to: m.to,
    sensitive: true,
    subject: `Your verification code: ${m.code}`,
    text: `Hi ${m.name},\n\nYour CoachOS verification code is ${m.code}. It expires in ${MINUTES} minutes.\n\nIf you did not sign up, you can ignore this email.`,
    html: `<p>Hi ${escapeHtml(m.name)},</p><p>Your CoachOS verification code is <strong>${m.code}</strong>. It expires in ${MINUTES} minutes.</p><p>If you did not sign up, you can ignore this email.</p>`,
  });
}
