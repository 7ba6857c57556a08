CREATE TABLE "checkout_subscription_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"contact_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"trial_end" timestamp with time zone,
	"next_billing_at" timestamp with time zone,
	"cancel_at_period_end" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"failed_charges" integer DEFAULT 0 NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_test_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_subscription_logs" ADD CONSTRAINT "checkout_subscription_logs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_subscription_logs" ADD CONSTRAINT "checkout_subscription_logs_subscription_id_checkout_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."checkout_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_subscriptions" ADD CONSTRAINT "checkout_subscriptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_subscriptions" ADD CONSTRAINT "checkout_subscriptions_order_id_checkout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_subscriptions" ADD CONSTRAINT "checkout_subscriptions_product_id_checkout_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."checkout_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_subscriptions" ADD CONSTRAINT "checkout_subscriptions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_subscription_logs_sub_idx" ON "checkout_subscription_logs" USING btree ("location_id","subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_subscriptions_order_key" ON "checkout_subscriptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "checkout_subscriptions_location_created_idx" ON "checkout_subscriptions" USING btree ("location_id","created_at","id");