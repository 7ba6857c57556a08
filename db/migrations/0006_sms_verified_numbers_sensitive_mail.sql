DROP INDEX "twilio_accounts_from_number_idx";--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "twilio_accounts_verified_number_idx" ON "twilio_accounts" USING btree ("from_number") WHERE from_number is not null and status = 'connected';--> statement-breakpoint
-- Messages already recorded were handled by the code that recorded them.
UPDATE "sms_messages" SET "processed_at" = "created_at";--> statement-breakpoint
-- Reset links sent before the flag existed carry a secret too.
UPDATE "email_messages" SET "sensitive" = true WHERE "kind" = 'system' AND "subject" = 'Reset your password';
