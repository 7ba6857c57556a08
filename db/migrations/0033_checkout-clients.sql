ALTER TABLE "checkout_subscription_logs" ADD COLUMN "processor_invoice_id" text;--> statement-breakpoint
ALTER TABLE "checkout_subscriptions" ADD COLUMN "processor_subscription_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_subscription_logs_invoice_key" ON "checkout_subscription_logs" USING btree ("processor_invoice_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_subscriptions_processor_key" ON "checkout_subscriptions" USING btree ("processor_subscription_id");