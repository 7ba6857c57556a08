CREATE TABLE "member_id_auto_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"lifecycle_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_id_settings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"logo_image_id" integer,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"show_photo" boolean NOT NULL,
	"code_type" text NOT NULL,
	"email_subject" text NOT NULL,
	"email_body" text NOT NULL,
	"sms_body" text NOT NULL,
	"auto_send" boolean NOT NULL,
	"auto_send_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "member_access_code" text;--> statement-breakpoint
ALTER TABLE "reward_settings" ADD COLUMN "point_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_settings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_id_auto_sends" ADD CONSTRAINT "member_id_auto_sends_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_id_auto_sends" ADD CONSTRAINT "member_id_auto_sends_lifecycle_id_contact_lifecycles_id_fk" FOREIGN KEY ("lifecycle_id") REFERENCES "public"."contact_lifecycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_id_auto_sends" ADD CONSTRAINT "member_id_auto_sends_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_id_settings" ADD CONSTRAINT "member_id_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_id_settings" ADD CONSTRAINT "member_id_settings_logo_image_id_library_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."library_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_id_auto_sends_lifecycle_key" ON "member_id_auto_sends" USING btree ("lifecycle_id");--> statement-breakpoint
CREATE INDEX "member_id_auto_sends_contact_idx" ON "member_id_auto_sends" USING btree ("location_id","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_location_member_code_idx" ON "contacts" USING btree ("location_id",left(member_access_code, 8)) WHERE member_access_code is not null;--> statement-breakpoint
CREATE INDEX "contact_lifecycles_location_clients_idx" ON "contact_lifecycles" USING btree ("location_id","created_at","id") WHERE to_tab = 'clients';