import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ContactIndex } from "@/components/contacts/contact-index";
import { contactList, toContactQuery } from "@/lib/contacts/columns";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { contactListQuery } from "@/lib/contacts/schemas";
import { listContacts, listTabs } from "@/lib/contacts/service";
import { tableColumns } from "@/lib/contacts/table";
import { copyTargets } from "@/lib/contacts/copy-to-location";
import { parseListParams } from "@/lib/list/params";
import { locationTimeZone } from "@/lib/list/location-time-zone";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Contacts" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ContactIndex: the first page and the tabs come straight from the services (no API hop). */
export default async function ContactsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  // The (app) layout guarantees a session; these guard the page on its own as well.
  if (!ctx) redirect("/logout");
  if (!can(ctx, "contacts-center", "view")) redirect("/access-denied");

  // The same parser the browser uses, so the client's first query is this page.
  const state = parseListParams(contactList, params);
  const db = await getDb();
  const timeZone = await locationTimeZone(db, ctx.locationId);
  // The parser is lenient, so this always parses; the fallback keeps a surprise from erroring the page.
  const parsed = contactListQuery.safeParse(toContactQuery(state, { timeZone }));
  const query = parsed.success ? parsed.data : contactListQuery.parse({});
  const [tabs, page, columns, targets] = await Promise.all([
    listTabs(db, ctx),
    listContacts(db, ctx, query),
    tableColumns(db, ctx),
    can(ctx, "contacts-center", "assign") ? copyTargets(db, ctx) : [],
  ]);

  return (
    <ContactIndex
      initialTabs={tabs}
      initialPage={page}
      initialState={state}
      initialColumns={columns}
      userId={ctx.userId}
      copyTargets={targets}
      timeZone={timeZone}
      access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }}
    />
  );
}
