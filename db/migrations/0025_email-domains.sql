CREATE TABLE "email_domain_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"host" text NOT NULL,
	"value" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "email_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"domain" text NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_senders" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_sending_settings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"domain_id" integer,
	"sender_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "email_dns_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "dkim_domain" text;--> statement-breakpoint
ALTER TABLE "email_domain_records" ADD CONSTRAINT "email_domain_records_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domain_records" ADD CONSTRAINT "email_domain_records_domain_id_email_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."email_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domains" ADD CONSTRAINT "email_domains_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_senders" ADD CONSTRAINT "email_senders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_senders" ADD CONSTRAINT "email_senders_domain_id_email_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."email_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sending_settings" ADD CONSTRAINT "email_sending_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sending_settings" ADD CONSTRAINT "email_sending_settings_domain_id_email_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."email_domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sending_settings" ADD CONSTRAINT "email_sending_settings_sender_id_email_senders_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."email_senders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_domain_records_domain_kind_unique" ON "email_domain_records" USING btree ("domain_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "email_domains_location_domain_unique" ON "email_domains" USING btree ("location_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "email_senders_domain_email_unique" ON "email_senders" USING btree ("domain_id",lower("from_email"));--> statement-breakpoint
CREATE INDEX "email_sending_settings_domain_idx" ON "email_sending_settings" USING btree ("domain_id");