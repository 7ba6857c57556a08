ALTER TABLE "reward_settings" ADD COLUMN "point_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_settings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;