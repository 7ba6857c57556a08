import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ContactIndex } from "@/components/contacts/contact-index";
import { parseContactQuery } from "@/lib/contacts/list-query";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { listContacts, listTabs } from "@/lib/contacts/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Contacts" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ContactIndex: the first page and the tabs come straight from the services (no API hop). */
export default async function ContactsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  // The (app) layout guarantees a session; these guard the page on its own as well.
  if (!ctx) redirect("/logout");
  if (!can(ctx, "contacts-center", "view")) redirect("/access-denied");

  const query = parseContactQuery(params);
  const db = await getDb();
  const [tabs, page] = await Promise.all([listTabs(db, ctx), listContacts(db, ctx, query)]);

  return <ContactIndex initialTabs={tabs} initialPage={page} initialQuery={query} />;
}
