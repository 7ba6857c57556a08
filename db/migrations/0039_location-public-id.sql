ALTER TABLE "locations" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_public_id_key" ON "locations" USING btree ("public_id");