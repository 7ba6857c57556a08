/** Sending domains: the spec's copy (doc 1 s8, word for word) and the records' shapes. */

export const MSG = {
  domainVerified: "Email domain has been verified successfully!",
  senderActivated: "Sender has been activated successfully!",
  domainSaved: "Email domain has been added. Create its DNS records, then verify it.",
  senderSaved: "Sender has been saved successfully!",
  enabled: "Your custom email domain is on.",
  disabled: "Your custom email domain is off: emails go out from the platform sender.",
  notVerifiedYet: "not verified yet",
  domainInvalid: "The domain must be a valid domain name, like example.com.",
  domainTaken: "The domain has already been added.",
  domainUnverified: "Verify the domain before activating it.",
  senderNotOnDomain: "The from email must be an address on the domain.",
  senderInvalid: "The from email must be a valid email address.",
  locationsInvalid: "Choose locations of your organization.",
} as const;

/** The alert the shell shows while a location's active domain fails its DNS check (issue 11). */
export const DNS_ALERT = "We couldn't verify your sending domain's DNS records, so no emails can be sent until this is fixed.";

export const RECORD_KINDS = ["spf", "dkim", "dmarc", "return_path"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_TITLES: Record<RecordKind, string> = {
  spf: "SPF",
  dkim: "DKIM",
  dmarc: "DMARC",
  return_path: "Return path",
};

export const DOMAIN_MAX = 253;
export const FROM_NAME_MAX = 100;
/** The label under the domain that CNAMEs to the platform's bounce host. */
export const RETURN_PATH_LABEL = "bounces";
export const DMARC_DEFAULT = "v=DMARC1; p=none;";
/** How long one lookup may take before verify reports it as a failure (ms). */
export const DNS_TIMEOUT_DEFAULT_MS = 4000;

/** The platform's mail domain: SPF includes `_spf.<it>`, return paths point at `bounces.<it>`. */
export function mailPlatformDomain(): string {
  return (process.env.MAIL_PLATFORM_DOMAIN || "mail.coachos.app").toLowerCase();
}
