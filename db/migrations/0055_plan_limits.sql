ALTER TABLE "subscriptions" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "products_limit" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "sms_monthly_limit" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "emails_monthly_limit" integer;--> statement-breakpoint
-- The seeded plans on a database made before these limits (the seed inserts by name and keeps edits).
UPDATE "subscription_plans" SET "products_limit" = 10, "sms_monthly_limit" = 500, "emails_monthly_limit" = 5000 WHERE "name" = 'Starter' AND "products_limit" IS NULL;--> statement-breakpoint
UPDATE "subscription_plans" SET "products_limit" = 50, "sms_monthly_limit" = 2500, "emails_monthly_limit" = 50000 WHERE "name" IN ('Pro', 'Pro Annual') AND "products_limit" IS NULL;
