import { z } from "@hono/zod-openapi";

/**
 * Wire formats of a contact's lifecycle (doc 2 s7 `/contact/{id}/lifecycles`,
 * `/contact/{id}/lifecycle-subject`; the spec names the calls, not their fields).
 */

/** One entry: the contact entered `to_status` (of group `to_tab`) from `from_*`; null from_* is its creation. */
export const lifecycleRow = z
  .object({
    id: z.number().int(),
    from_tab: z.string().nullable(),
    from_status: z.string().nullable(),
    to_tab: z.string(),
    to_status: z.string(),
    created_at: z.string(),
  })
  .openapi("ContactLifecycle");

/**
 * The subject of a lifecycle: the contact and where it stands now. The spec shows the call only;
 * we answer what a lifecycle is about (who, which status and group, since when, how many moves),
 * so a screen can head the history without a second fetch of the contact.
 */
export const lifecycleSubject = z
  .object({
    contact_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    status: z.string(),
    /** The status item's title in this location, or the spec's fallback (Prospect, ActiveTrial, Lost). */
    status_title: z.string(),
    tab: z.string(),
    /** When the contact entered its current status (its creation if it never moved). */
    since: z.string(),
    /** When the contact was added. */
    date_created: z.string(),
    /** Status changes since it was added. */
    changes: z.number().int(),
  })
  .openapi("ContactLifecycleSubject");

export type LifecycleRow = z.infer<typeof lifecycleRow>;
export type LifecycleSubject = z.infer<typeof lifecycleSubject>;
