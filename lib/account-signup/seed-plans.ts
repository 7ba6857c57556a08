import type { Db } from "@/db";
import { subscriptionPlans } from "@/db/schema";
import { SEED_PLANS } from "./constants";

/**
 * The plans sign-up offers (GET /account/subscription-plans): reference data every database
 * needs, demo or not, or a production install could not sign anyone up. Idempotent by name;
 * a plan edited in the database keeps its edits.
 */
export async function seedPlans(db: Db): Promise<void> {
  await db.insert(subscriptionPlans).values(SEED_PLANS.map((p) => ({ ...p }))).onConflictDoNothing({ target: subscriptionPlans.name });
}
