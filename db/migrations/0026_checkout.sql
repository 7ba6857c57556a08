CREATE TABLE "pay_test_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_test_events" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"endpoint" text NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_test_idempotency" (
	"account" text NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_test_idempotency_account_key_pk" PRIMARY KEY("account","key")
);
--> statement-breakpoint
CREATE TABLE "pay_test_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card" jsonb,
	"last_error" jsonb,
	"endpoint" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_bumps" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"bump_product_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"duration" text DEFAULT 'once' NOT NULL,
	"months" integer,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"processor_id" integer,
	"contact_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"bump_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_id" integer,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" text,
	"declines" integer DEFAULT 0 NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"test" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_processors" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"account_id" text,
	"provider" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"livemode" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'one_time' NOT NULL,
	"interval" text,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"processor_id" integer,
	"coupon_id" integer,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_status" text,
	"thank_you_url" text,
	"archived" boolean DEFAULT false NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"template" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tracking_ids" jsonb DEFAULT '{"fb_pixel":null,"ga4":null,"gtm":null}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"processor_refund_id" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_bumps" ADD CONSTRAINT "checkout_bumps_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_bumps" ADD CONSTRAINT "checkout_bumps_product_id_checkout_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."checkout_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_bumps" ADD CONSTRAINT "checkout_bumps_bump_product_id_checkout_products_id_fk" FOREIGN KEY ("bump_product_id") REFERENCES "public"."checkout_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_coupons" ADD CONSTRAINT "checkout_coupons_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD CONSTRAINT "checkout_orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD CONSTRAINT "checkout_orders_product_id_checkout_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."checkout_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD CONSTRAINT "checkout_orders_processor_id_checkout_processors_id_fk" FOREIGN KEY ("processor_id") REFERENCES "public"."checkout_processors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD CONSTRAINT "checkout_orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD CONSTRAINT "checkout_orders_coupon_id_checkout_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."checkout_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_processors" ADD CONSTRAINT "checkout_processors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_products" ADD CONSTRAINT "checkout_products_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_products" ADD CONSTRAINT "checkout_products_processor_id_checkout_processors_id_fk" FOREIGN KEY ("processor_id") REFERENCES "public"."checkout_processors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_products" ADD CONSTRAINT "checkout_products_coupon_id_checkout_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."checkout_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_refunds" ADD CONSTRAINT "checkout_refunds_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_refunds" ADD CONSTRAINT "checkout_refunds_order_id_checkout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_test_intents_secret_key" ON "pay_test_intents" USING btree ("client_secret");--> statement-breakpoint
CREATE INDEX "pay_test_intents_account_idx" ON "pay_test_intents" USING btree ("account");--> statement-breakpoint
CREATE INDEX "checkout_bumps_product_idx" ON "checkout_bumps" USING btree ("location_id","product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_coupons_location_code_key" ON "checkout_coupons" USING btree ("location_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_orders_public_id_key" ON "checkout_orders" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_orders_intent_key" ON "checkout_orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "checkout_orders_location_created_idx" ON "checkout_orders" USING btree ("location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "checkout_processors_location_idx" ON "checkout_processors" USING btree ("location_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_processors_account_key" ON "checkout_processors" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_products_public_id_key" ON "checkout_products" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "checkout_products_location_ordering_idx" ON "checkout_products" USING btree ("location_id","ordering","id");--> statement-breakpoint
CREATE INDEX "checkout_products_location_created_idx" ON "checkout_products" USING btree ("location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "checkout_refunds_order_idx" ON "checkout_refunds" USING btree ("location_id","order_id");