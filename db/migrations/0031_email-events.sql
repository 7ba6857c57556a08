CREATE TABLE "email_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"contact_id" integer,
	"type" text NOT NULL,
	"machine" boolean DEFAULT false NOT NULL,
	"url" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_message_id_email_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_events_location_created_idx" ON "email_events" USING btree ("location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "email_events_message_type_idx" ON "email_events" USING btree ("message_id","type");--> statement-breakpoint
CREATE INDEX "email_events_contact_idx" ON "email_events" USING btree ("location_id","contact_id","id") WHERE contact_id is not null;--> statement-breakpoint
CREATE INDEX "email_messages_source_idx" ON "email_messages" USING btree ("location_id","source","source_id","id") WHERE source is not null;