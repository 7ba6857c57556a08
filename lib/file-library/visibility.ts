import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { contactFiles, libraryFiles } from "@/db/schema";

/**
 * The one rule for what a contact sees of the library in the client portal (issue 13
 * "Permission: private, all clients, assigned contacts"): a live (not archived) file that is
 * either for all clients, or for assigned contacts and assigned to this one. A private file is
 * seen by nobody, assigned or not. Every query that computes a contact's visible files uses
 * this, in its own WHERE, next to its tenant filter.
 */
export function visibleToContact(locationId: number, contactId: number): SQL {
  return and(
    eq(libraryFiles.archived, false),
    sql`(${libraryFiles.permission} = 'all_clients' or (${libraryFiles.permission} = 'assigned' and exists (
      select 1 from ${contactFiles}
      where ${contactFiles.libraryFileId} = ${libraryFiles.id}
        and ${contactFiles.contactId} = ${contactId}
        and ${contactFiles.locationId} = ${locationId})))`,
  )!;
}

/** Whether an assigned file is in the contact's portal (the assignment exists: only its permission and state count). */
export const assignedVisible = sql<boolean>`(not ${libraryFiles.archived} and ${libraryFiles.permission} in ('assigned', 'all_clients'))`;
