import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DeletedContacts } from "@/components/contacts/deleted-contacts";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { deletedList, toDeletedQuery } from "@/lib/contacts/bulk-lists";
import { listDeleted } from "@/lib/contacts/deleted";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Deleted Contacts" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ContactDeleted (/contacts/deleted): the first page from the service, as the contact list does. */
export default async function DeletedContactsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "contacts-center", "view")) redirect("/access-denied");
  const state = parseListParams(deletedList, params);
  const page = await listDeleted(await getDb(), ctx, toDeletedQuery(state));
  return <DeletedContacts initialPage={page} initialState={state} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
