CREATE TABLE "workout_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"workout_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"sessions" integer,
	"reminder_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reminder_time" text,
	"reminder_type" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workout_contacts" ADD CONSTRAINT "workout_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_contacts" ADD CONSTRAINT "workout_contacts_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_contacts" ADD CONSTRAINT "workout_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workout_contacts_workout_contact_key" ON "workout_contacts" USING btree ("workout_id","contact_id");--> statement-breakpoint
CREATE INDEX "workout_contacts_workout_status_idx" ON "workout_contacts" USING btree ("workout_id","status","id");--> statement-breakpoint
CREATE INDEX "workout_contacts_contact_idx" ON "workout_contacts" USING btree ("contact_id","id");