/** The subscriptions list's URL state (list kit) and its mapping to GET /order/all-subscriptions. Pure. */
import { defineList, type ListState } from "@/lib/list/params";
import { object, string } from "zod/mini";

export const SUBSCRIPTION_TABS = ["trialing", "active", "paused", "past_due", "canceled"] as const;
export const subscriptionList = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  sort: { keys: ["date_created"] as const, default: "date_created", direction: "desc", firstDirection: { date_created: "desc" } },
  filters: { status: SUBSCRIPTION_TABS },
  search: { maxLength: 100 },
});
export type SubscriptionListState = ListState<"date_created", "status">;

export function toSubscriptionQuery(state: SubscriptionListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    status: (state.filters.status ?? "all") as "all" | (typeof SUBSCRIPTION_TABS)[number],
    ...(state.search ? { search: state.search } : {}),
  };
}

/** The date dialog: the API checks the date (a future one); both keys exist so its errors land here. */
export const subscriptionDateForm = object({ trial_end_date: string(), next_billing_date: string() });
