import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { contactPages, contactPlaybooks, formContacts, forms, habitTrackingContacts, libraryFiles, pages, playbooks, progressTrackingContacts, workoutContacts } from "@/db/schema";
import { visibleToContact as fileVisible } from "@/lib/file-library/visibility";
import type { PortalItemKind } from "./visibility-rule";

/**
 * The portal's visibility rule (visibility-rule.ts) as a WHERE condition on each kind's own
 * table, tenant included, for one contact. Every portal list and item query uses it in its own
 * statement, so an item the contact may not see is never read (and an item route answers 404).
 * Workouts and trackings are read through their assignment (enrolment) row, so the condition is
 * on that table: the contact's own, in the location, not removed.
 */
export function visibleWhere(kind: PortalItemKind, locationId: number, contactId: number): SQL {
  switch (kind) {
    case "playbook":
      return and(
        eq(playbooks.locationId, locationId),
        sql`(${playbooks.allClients} or exists (select 1 from ${contactPlaybooks} where ${contactPlaybooks.playbookId} = ${playbooks.id} and ${contactPlaybooks.contactId} = ${contactId} and ${contactPlaybooks.locationId} = ${locationId}))`,
      )!;
    case "page":
      return and(
        eq(pages.locationId, locationId),
        eq(pages.enabled, true),
        sql`exists (select 1 from ${contactPages} where ${contactPages.pageId} = ${pages.id} and ${contactPages.contactId} = ${contactId} and ${contactPages.locationId} = ${locationId} and not ${contactPages.disabled})`,
      )!;
    case "form":
      return and(
        eq(forms.locationId, locationId),
        eq(forms.enabled, true),
        eq(forms.portalDisabled, false),
        sql`exists (select 1 from ${formContacts} where ${formContacts.formId} = ${forms.id} and ${formContacts.contactId} = ${contactId} and ${formContacts.locationId} = ${locationId} and not ${formContacts.disabled})`,
      )!;
    case "file":
      // The file library's own rule (issue 13), not a copy.
      return and(eq(libraryFiles.locationId, locationId), fileVisible(locationId, contactId))!;
    case "workout":
      return and(eq(workoutContacts.locationId, locationId), eq(workoutContacts.contactId, contactId), ne(workoutContacts.status, "deleted"))!;
    case "tracking":
      return and(eq(progressTrackingContacts.locationId, locationId), eq(progressTrackingContacts.contactId, contactId), eq(progressTrackingContacts.status, "active"))!;
    case "habit":
      return and(eq(habitTrackingContacts.locationId, locationId), eq(habitTrackingContacts.contactId, contactId), eq(habitTrackingContacts.status, "active"))!;
  }
}
