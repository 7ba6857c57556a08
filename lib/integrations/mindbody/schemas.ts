import { z } from "@hono/zod-openapi";
import { text } from "@/lib/http/schemas";
import { CREDENTIAL_MAX, MSG, SITE_ID_MAX, SYNC_STATES } from "./constants";

/** POST /integration/connect-mindbody: the site and a staff login of it (owner or manager). */
export const mindbodyConnectBody = z
  .object({
    site_id: text("site id").pipe(
      z.string().trim().min(1, MSG.siteIdRequired).max(SITE_ID_MAX, MSG.siteIdInvalid).regex(/^-?\d+$/, MSG.siteIdInvalid),
    ),
    username: text("username").pipe(z.string().trim().min(1, MSG.usernameRequired).max(CREDENTIAL_MAX, `The username may not be greater than ${CREDENTIAL_MAX} characters.`)),
    // Not trimmed: a password is sent as typed.
    password: text("password").pipe(z.string().min(1, MSG.passwordRequired).max(CREDENTIAL_MAX, `The password may not be greater than ${CREDENTIAL_MAX} characters.`)),
  })
  .openapi("MindbodyConnectBody");
export type MindbodyConnectBody = z.infer<typeof mindbodyConnectBody>;

/** One sync run; `count` clients of `total_count` read so far (null until the first page). */
export const mindbodySync = z
  .object({
    id: z.number().int(),
    state: z.enum(SYNC_STATES),
    total_count: z.number().int().nullable(),
    count: z.number().int(),
    created_count: z.number().int(),
    updated_count: z.number().int(),
    unchanged_count: z.number().int(),
    skipped_count: z.number().int(),
    limit_reached: z.boolean(),
    error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .openapi("MindbodySync");
export type MindbodySyncRow = z.infer<typeof mindbodySync>;

/** The Integrations tab's Mindbody card. The password is never answered. */
export const mindbodyStatus = z
  .object({
    /** The server has a Mindbody developer key (MINDBODY_API_KEY). */
    configured: z.boolean(),
    connected: z.boolean(),
    site_id: z.string().nullable(),
    username: z.string().nullable(),
    connected_at: z.string().nullable(),
    connected_by: z.string().nullable(),
    /** The latest sync (running or finished), if any. */
    last_sync: mindbodySync.nullable(),
    /** When the latest completed sync finished. */
    last_synced_at: z.string().nullable(),
  })
  .openapi("MindbodyStatus");
export type MindbodyStatus = z.infer<typeof mindbodyStatus>;
