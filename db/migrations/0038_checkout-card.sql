CREATE TABLE "pay_test_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"card" jsonb,
	"last_error" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_subscriptions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "checkout_subscriptions" ADD COLUMN "card" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_test_setup_intents_secret_key" ON "pay_test_setup_intents" USING btree ("client_secret");--> statement-breakpoint
CREATE INDEX "pay_test_setup_intents_account_idx" ON "pay_test_setup_intents" USING btree ("account");