CREATE TABLE "favorite_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_colors" ADD CONSTRAINT "favorite_colors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_colors_location_color_key" ON "favorite_colors" USING btree ("location_id",lower("color"));--> statement-breakpoint
CREATE INDEX "favorite_colors_location_idx" ON "favorite_colors" USING btree ("location_id","id");