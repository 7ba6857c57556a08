import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BirthdayIndex } from "@/components/birthdays/birthday-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { upcomingList, toUpcomingQuery } from "@/lib/birthdays/columns";
import { getBirthdaySetting, listUpcomingBirthdays } from "@/lib/birthdays/service";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Birthdays" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** BirthdayIndex (/birthdays): the birthday message settings and the upcoming birthdays, from the services. */
export default async function BirthdaysPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "contacts-center", "view")) redirect("/access-denied");
  const state = parseListParams(upcomingList, params);
  const db = await getDb();
  const [setting, page] = await Promise.all([getBirthdaySetting(db, ctx), listUpcomingBirthdays(db, ctx, toUpcomingQuery(state))]);
  return <BirthdayIndex setting={setting} initialPage={page} initialState={state} canUpdate={can(ctx, "contacts-center", "update")} />;
}
