CREATE TABLE "contact_bulk_send_recipients" (
	"send_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_bulk_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"subject" text,
	"message" text,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_lifecycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"from_tab" text,
	"from_status" text,
	"to_tab" text NOT NULL,
	"to_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_portal_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "portal_password_hash" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "portal_password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_bulk_send_recipients" ADD CONSTRAINT "contact_bulk_send_recipients_send_id_contact_bulk_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."contact_bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_bulk_send_recipients" ADD CONSTRAINT "contact_bulk_send_recipients_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_bulk_send_recipients" ADD CONSTRAINT "contact_bulk_send_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_bulk_sends" ADD CONSTRAINT "contact_bulk_sends_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_bulk_sends" ADD CONSTRAINT "contact_bulk_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lifecycles" ADD CONSTRAINT "contact_lifecycles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lifecycles" ADD CONSTRAINT "contact_lifecycles_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_portal_tokens" ADD CONSTRAINT "contact_portal_tokens_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_portal_tokens" ADD CONSTRAINT "contact_portal_tokens_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_bulk_send_recipients_key" ON "contact_bulk_send_recipients" USING btree ("send_id","contact_id");--> statement-breakpoint
CREATE INDEX "contact_bulk_send_recipients_state_idx" ON "contact_bulk_send_recipients" USING btree ("send_id","state");--> statement-breakpoint
CREATE INDEX "contact_bulk_sends_location_idx" ON "contact_bulk_sends" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_lifecycles_location_contact_idx" ON "contact_lifecycles" USING btree ("location_id","contact_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_portal_tokens_hash_key" ON "contact_portal_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "contact_portal_tokens_contact_idx" ON "contact_portal_tokens" USING btree ("location_id","contact_id");