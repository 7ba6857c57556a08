CREATE TABLE "recovery_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"headline" text NOT NULL,
	"text" text NOT NULL,
	"button" text NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_pages" ADD CONSTRAINT "recovery_pages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_pages_location_key" ON "recovery_pages" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "email_messages_location_status_idx" ON "email_messages" USING btree ("location_id","status","id");