CREATE TABLE "contact_field_values" (
	"location_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_field_values_contact_id_field_id_pk" PRIMARY KEY("contact_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "contact_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"user_id" integer,
	"kind" text DEFAULT 'earned' NOT NULL,
	"title" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_settings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"point_name" text DEFAULT 'Points' NOT NULL,
	"notification" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "member_id_email" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone_country_code" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email_validity" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email_confirmation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_field_values" ADD CONSTRAINT "contact_field_values_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_field_values" ADD CONSTRAINT "contact_field_values_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_field_values" ADD CONSTRAINT "contact_field_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_rewards" ADD CONSTRAINT "contact_rewards_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_rewards" ADD CONSTRAINT "contact_rewards_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_rewards" ADD CONSTRAINT "contact_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_settings" ADD CONSTRAINT "reward_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_field_values_location_field_idx" ON "contact_field_values" USING btree ("location_id","field_id");--> statement-breakpoint
CREATE INDEX "contact_rewards_location_contact_created_idx" ON "contact_rewards" USING btree ("location_id","contact_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_location_name_key" ON "custom_fields" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_location_member_id_key" ON "contacts" USING btree ("location_id","member_id") WHERE member_id is not null and deleted_at is null;