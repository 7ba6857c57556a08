import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CheckoutDashboard } from "@/components/checkout/dashboard-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { abandonedOrders, chartStats, recentActivities } from "@/lib/checkout/dashboard";
import { listProcessors } from "@/lib/checkout/processors";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** CheckoutIndex: the first figures come straight from the services (no API hop). */
export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.checkoutEnabled) notFound();
  if (!can(ctx, "checkouts", "view")) redirect("/access-denied");
  const db = await getDb();
  const view = { preset: "last_7_days" as const, test: false };
  const [chart, recent, abandoned, processors] = await Promise.all([
    chartStats(db, ctx, { date_preset: view.preset, test: "0" }),
    recentActivities(db, ctx, "all"),
    abandonedOrders(db, ctx, { page: 1, per_page: 5, test: "0" }),
    listProcessors(db, ctx),
  ]);
  return (
    <CheckoutDashboard
      tab={params.tab === "settings" ? "settings" : "overview"}
      initialView={view}
      chart={chart}
      recent={recent.data}
      abandoned={abandoned}
      processors={processors.data}
      access={{ canCreate: can(ctx, "checkouts", "create"), canDelete: can(ctx, "checkouts", "delete"), canUpdate: can(ctx, "checkouts", "update") }}
    />
  );
}
