CREATE TABLE "birthday_greetings" (
	"location_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "birthday_settings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"send_time" text NOT NULL,
	"timezone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "birthday_greetings" ADD CONSTRAINT "birthday_greetings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_greetings" ADD CONSTRAINT "birthday_greetings_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_settings" ADD CONSTRAINT "birthday_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "birthday_greetings_contact_year_key" ON "birthday_greetings" USING btree ("contact_id","year");--> statement-breakpoint
CREATE INDEX "contacts_location_birthday_md_idx" ON "contacts" USING btree ("location_id",((extract(month from birthday) * 100 + extract(day from birthday))::int)) WHERE deleted_at is null and birthday is not null;