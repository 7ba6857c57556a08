"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { ReceiptText } from "lucide-react";
import { ListEmpty, ListError } from "@/components/list/list-states";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api/client";
import { billingKeys, type BillingInvoicePage } from "@/lib/billing/hooks";
import { formatDate } from "@/lib/format";
import { formatMoney } from "./money";

const REASONS: Record<string, string> = { renewal: "Renewal", upgrade: "Upgrade", reactivation: "Reactivation" };
const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  paid: { label: "Paid", variant: "success" },
  open: { label: "Open", variant: "warning" },
  void: { label: "Void", variant: "neutral" },
};

/** The invoices tab: the bills (GET /billing/old-subscriptions), newest first, "Load more" by keyset. */
export function InvoiceList({ initial }: { initial: BillingInvoicePage }) {
  const q = useInfiniteQuery({
    queryKey: billingKeys.invoices(),
    queryFn: ({ pageParam, signal }) => api.get("/billing/old-subscriptions", { query: { per_page: 20, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_before ?? undefined,
    initialData: { pages: [initial], pageParams: [0] },
  });
  if (q.isError && !q.data) return <ListError title="We couldn’t load your invoices" onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  const rows = q.data?.pages.flatMap((p) => p.data) ?? [];
  if (!q.data) return <Skeleton className="h-40" />;
  if (rows.length === 0) {
    return <ListEmpty icon={ReceiptText} title="No invoices yet" description="Your invoices appear here once your first payment is made." />;
  }
  return (
    <Card className="overflow-hidden p-0">
      <ul className="divide-y divide-border" aria-label="Invoices">
        {rows.map((r) => {
          const s = STATUS[r.status] ?? { label: r.status, variant: "neutral" as const };
          return (
            <li key={r.id} className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[8rem_1fr_auto_auto]">
              <span className="text-muted-foreground tabular-nums">{formatDate(r.paid_at ?? r.created_at)}</span>
              <span className="order-3 col-span-2 min-w-0 truncate sm:order-none sm:col-span-1">
                <span className="font-medium">{r.plan}</span> · {REASONS[r.reason] ?? r.reason}
                {r.card_last4 ? <span className="text-muted-foreground"> · card ending {r.card_last4}</span> : null}
              </span>
              <span className="text-right font-medium tabular-nums">{formatMoney(r.amount, r.currency)}</span>
              <span className="hidden sm:block"><Badge variant={s.variant}>{s.label}</Badge></span>
            </li>
          );
        })}
      </ul>
      {q.hasNextPage && (
        <div className="border-t border-border p-3 text-center">
          <Button variant="ghost" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>Load more</Button>
        </div>
      )}
    </Card>
  );
}
