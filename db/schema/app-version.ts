import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every build that has served this database, by its version (the build id). A server that
 * starts a version not seen before marks every user as not on the latest version
 * (users.has_latest_version), which PATCH /app/latest-version sets back.
 */
export const appReleases = pgTable("app_releases", {
  version: text("version").primaryKey(),
  releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
});
