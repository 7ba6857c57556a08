CREATE TABLE "checkout_card_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"payment_intent_id" text,
	"payment_method_id" text,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_company_settings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_email_settings" (
	"location_id" integer NOT NULL,
	"type" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_email_settings_location_id_type_pk" PRIMARY KEY("location_id","type")
);
--> statement-breakpoint
CREATE TABLE "checkout_invoice_counters" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"subscription_id" integer,
	"subscription_log_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_sent_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_card_links" ADD CONSTRAINT "checkout_card_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_card_links" ADD CONSTRAINT "checkout_card_links_order_id_checkout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_card_links" ADD CONSTRAINT "checkout_card_links_subscription_id_checkout_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."checkout_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_company_settings" ADD CONSTRAINT "checkout_company_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_email_settings" ADD CONSTRAINT "checkout_email_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_invoice_counters" ADD CONSTRAINT "checkout_invoice_counters_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_invoices" ADD CONSTRAINT "checkout_invoices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_invoices" ADD CONSTRAINT "checkout_invoices_order_id_checkout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_invoices" ADD CONSTRAINT "checkout_invoices_subscription_id_checkout_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."checkout_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_invoices" ADD CONSTRAINT "checkout_invoices_subscription_log_id_checkout_subscription_logs_id_fk" FOREIGN KEY ("subscription_log_id") REFERENCES "public"."checkout_subscription_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sent_emails" ADD CONSTRAINT "checkout_sent_emails_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_card_links_token_key" ON "checkout_card_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "checkout_card_links_sub_idx" ON "checkout_card_links" USING btree ("location_id","subscription_id","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_invoices_location_number_key" ON "checkout_invoices" USING btree ("location_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_invoices_order_key" ON "checkout_invoices" USING btree ("order_id") WHERE subscription_log_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_invoices_log_key" ON "checkout_invoices" USING btree ("subscription_log_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sent_emails_ref_key" ON "checkout_sent_emails" USING btree ("kind","ref_id");