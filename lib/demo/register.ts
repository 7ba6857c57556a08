import "server-only";
import { onDatabaseOpen } from "@/db";
import { seedDemo } from "./seed";
import { seedReservedWords } from "@/lib/organization/reserved-words";
import { seedPlans } from "@/lib/account-signup/seed-plans";
import { recordRelease } from "@/lib/app-version/release";
import { APP_VERSION } from "@/lib/app-version/version";

/**
 * The demo logins (password123) belong to the embedded database a newcomer runs. A real
 * PostgreSQL database is seeded only when asked: SEED_DEMO=1 or `npm run db:seed`.
 */
export function shouldSeedDemo(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SEED_DEMO === "0") return false;
  if (env.SEED_DEMO === "1") return true;
  return !env.DATABASE_URL;
}

export function registerDemoSeed(): void {
  onDatabaseOpen(async (db) => {
    // Reference data every database needs, demo or not (idempotent).
    await seedReservedWords(db);
    await seedPlans(db);
    // This build now serves the database: a new one marks users as not on the latest version.
    await recordRelease(db, APP_VERSION);
    if (shouldSeedDemo()) await seedDemo(db);
  });
}
