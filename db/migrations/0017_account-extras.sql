ALTER TABLE "login_tokens" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "account_signups" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;