CREATE TABLE "reminder_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"source" text NOT NULL,
	"enrolment_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"due_at" timestamp with time zone,
	"channel" text NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_planned_key" ON "reminder_sends" USING btree ("source","enrolment_id","due_at");--> statement-breakpoint
CREATE INDEX "reminder_sends_enrolment_idx" ON "reminder_sends" USING btree ("source","enrolment_id","id");