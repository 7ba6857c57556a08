import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { BroadcastAudience } from "@/db/schema";
import type { BroadcastChannel } from "./constants";

/**
 * Who a broadcast reaches (issue 11): contacts of the location in any chosen group, tag or
 * status, minus those with an exclusion tag, suppressed addresses, delivery switched off and
 * invalid addresses, once per address (the lowest contact id keeps it). One SELECT of
 * (contact_id, address), used as it is by the fan-out's INSERT ... SELECT and the preview.
 */

const list = (values: (number | string)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const anyOf = (col: SQL, values: (number | string)[]) => (values.length ? sql`${col} in (${list(values)})` : sql`false`);

/** A plausible email address: one @, a dot in the domain, no spaces (the contact's own validity flag aside). */
const EMAIL_SHAPE = "^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$";

export function hasAudience(a: BroadcastAudience): boolean {
  return a.group_ids.length + a.tag_ids.length + a.statuses.length > 0;
}

function chosen(locationId: number, a: BroadcastAudience): SQL {
  return sql`(c.id in (select m.contact_id from contact_group_members m where m.location_id = ${locationId} and ${anyOf(sql`m.group_id`, a.group_ids)})
    or c.id in (select t.contact_id from contact_tags t where t.location_id = ${locationId} and ${anyOf(sql`t.tag_id`, a.tag_ids)})
    or ${anyOf(sql`c.status`, a.statuses)})
    and not exists (select 1 from contact_tags x where x.location_id = ${locationId} and x.contact_id = c.id and ${anyOf(sql`x.tag_id`, a.exclude_tag_ids)})`;
}

/** Whether a live contact may get this channel's broadcasts at all (switches, address, suppression). */
function reachable(locationId: number, channel: BroadcastChannel): SQL {
  if (channel === "sms") {
    return sql`c.sms_enabled and c.number is not null and length(regexp_replace(c.number, '[^0-9]', '', 'g')) >= 7`;
  }
  return sql`c.email_enabled and c.email is not null and c.email ~ ${EMAIL_SHAPE} and c.email_validity <> 'invalid'
    and not exists (select 1 from email_suppressions s where s.location_id = ${locationId} and lower(s.email) = c.email)`;
}

// Contact emails are stored lower-cased (lib/contacts), so the column itself is the address and
// the suppression index (location_id, lower(email)) answers each check.
const addressOf = (channel: BroadcastChannel) => (channel === "sms" ? sql`regexp_replace(c.number, '[^0-9]', '', 'g')` : sql`c.email`);

/** `select contact_id, address` of the audience as it is now. */
export function audienceSelect(locationId: number, channel: BroadcastChannel, a: BroadcastAudience): SQL {
  const address = addressOf(channel);
  return sql`select distinct on (${address}) c.id as contact_id, ${channel === "sms" ? sql`c.number` : sql`c.email`} as address
    from contacts c
    where c.location_id = ${locationId} and c.deleted_at is null and ${chosen(locationId, a)} and ${reachable(locationId, channel)}
    order by ${address}, c.id`;
}

/**
 * A resend's audience: the original's recipients who were sent it and have no human open
 * (machine opens — Apple's proxy, scanners — do not count), still reachable today unless
 * `reachableOnly` is false (the unopened filter and tag name everyone who did not open).
 */
export function unopenedSelect(locationId: number, originalId: number, reachableOnly = true): SQL {
  return sql`select r.contact_id, r.address
    from broadcast_recipients r
    join contacts c on c.id = r.contact_id and c.location_id = r.location_id and c.deleted_at is null
    where r.broadcast_id = ${originalId} and r.location_id = ${locationId} and r.state = 'sent'
      and not exists (select 1 from email_events e where e.message_id = r.message_id and e.location_id = r.location_id and e.type = 'open' and not e.machine)
      and ${reachableOnly ? reachable(locationId, "email") : sql`true`}`;
}
