import { formatCurrency, formatNumber } from "@/lib/format";
import type { SubscriptionPlan } from "./schemas";

/** How a plan reads on the plan picker and the finish summary (server and browser). */

const limit = (n: number | null, noun: string) => (n == null ? `Unlimited ${noun}s` : `${formatNumber(n)} ${n === 1 ? noun : `${noun}s`}`);

export function planFeatures(p: SubscriptionPlan): string[] {
  return [limit(p.contacts_limit, "contact"), limit(p.locations_limit, "location"), limit(p.users_limit, "user"), p.has_funnels ? "Unlimited Funnels" : "No funnels"];
}

export const planPrice = (p: SubscriptionPlan) => `${formatCurrency(p.price / 100, p.currency)} / ${p.interval}`;
