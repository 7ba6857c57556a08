ALTER TABLE "access_tokens" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "last_used_at" timestamp with time zone;