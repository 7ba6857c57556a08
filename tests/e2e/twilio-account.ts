/**
 * The Twilio account the e2e run connects. scripts/e2e.ts serves a local Twilio API peer
 * (TWILIO_API_BASE) that holds this number for this account, so the app's real connection
 * check verifies it, as Twilio would.
 */
export const E2E_TWILIO = {
  accountSid: `AC${"e2".repeat(16)}`,
  authToken: "fedcba9876543210fedcba9876543210",
  number: "+15005550009",
};
