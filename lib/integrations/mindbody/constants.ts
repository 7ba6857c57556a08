/**
 * The Mindbody integration (issue 9). The spec names only the two calls (doc 1 s7, doc 2 s7):
 * the copy and limits below are ours, said once here. No Node imports: the card uses these.
 */

/** The real Public API v6 base; MINDBODY_BASE_URL overrides it (tests point it at a local fake). */
export const MINDBODY_DEFAULT_BASE_URL = "https://api.mindbodyonline.com/public/v6";

/** A Mindbody call must answer within this (ms) unless MINDBODY_TIMEOUT_MS says otherwise. */
export const MINDBODY_TIMEOUT_MS = 15_000;

/** Clients per GET /client/clients page: the API's largest Limit. */
export const MINDBODY_PAGE_SIZE = 200;

export const SITE_ID_MAX = 20;
export const CREDENTIAL_MAX = 255;

/**
 * A sync still queued or running this long after it was asked for has lost its job: the job's
 * runs (1 hour each at most) and retries (3, with backoff) are long over.
 */
export const SYNC_STALE_MS = 6 * 60 * 60 * 1000;

export const SYNC_STATES = ["queued", "running", "completed", "failed"] as const;
export type SyncState = (typeof SYNC_STATES)[number];

export const MSG = {
  notConfigured: "Mindbody is not configured on this server: the platform's Mindbody API key (MINDBODY_API_KEY) is not set.",
  connected: "Mindbody has been connected successfully!",
  disconnected: "Mindbody has been disconnected.",
  syncStarted: "Your Mindbody clients are being synced into your contacts.",
  syncRunning: "A Mindbody sync is already running for this location.",
  notConnected: "Connect Mindbody before syncing.",
  siteIdRequired: "The site id field is required.",
  siteIdInvalid: "The site id must be a number (for example -99 for the Mindbody sandbox).",
  usernameRequired: "The username field is required.",
  passwordRequired: "The password field is required.",
  badCredentials: "Mindbody did not accept this username and password for the site.",
  badSite: "Mindbody does not know this site id, or the site has not activated this integration.",
  unreachable: "Mindbody could not be reached. Try again in a few minutes.",
  timeout: "Mindbody did not answer in time. Try again in a few minutes.",
  rejected: (status: number) => `Mindbody refused the request (HTTP ${status}). Try again later.`,
  sealedUnreadable: "The saved Mindbody login cannot be read any more; connect Mindbody again.",
  stalled: "The sync stopped unexpectedly. Start it again.",
  limitReached: "Some clients were not added: the contact limit of your plan is reached.",
} as const;
