CREATE TABLE "email_suppressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_suppressions_location_email_type_key" ON "email_suppressions" USING btree ("location_id",lower("email"),"type");--> statement-breakpoint
CREATE INDEX "email_suppressions_location_type_created_idx" ON "email_suppressions" USING btree ("location_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_location_deleted_idx" ON "contacts" USING btree ("location_id","deleted_at","id") WHERE deleted_at is not null;