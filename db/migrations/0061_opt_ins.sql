CREATE TABLE "opt_in_accounts" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"confirm_optin" boolean DEFAULT false NOT NULL,
	"access_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opt_in_accounts_access_key_unique" UNIQUE("access_key")
);
--> statement-breakpoint
CREATE TABLE "opt_in_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_in_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"key" text NOT NULL,
	"setting_value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opt_in_accounts" ADD CONSTRAINT "opt_in_accounts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_in_contacts" ADD CONSTRAINT "opt_in_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_in_contacts" ADD CONSTRAINT "opt_in_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_in_settings" ADD CONSTRAINT "opt_in_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opt_in_contacts_location_service_contact_idx" ON "opt_in_contacts" USING btree ("location_id","service_id","contact_id");--> statement-breakpoint
CREATE INDEX "opt_in_contacts_location_service_created_idx" ON "opt_in_contacts" USING btree ("location_id","service_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "opt_in_settings_location_service_key_idx" ON "opt_in_settings" USING btree ("location_id","service_id","key");