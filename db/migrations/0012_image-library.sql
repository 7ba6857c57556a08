CREATE TABLE "library_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"user_id" integer,
	"original_id" integer,
	"folder_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_original_id_library_images_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."library_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_images_file_idx" ON "library_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "library_images_location_created_idx" ON "library_images" USING btree ("location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "library_images_location_size_idx" ON "library_images" USING btree ("location_id","size","created_at","id");--> statement-breakpoint
CREATE INDEX "library_images_original_idx" ON "library_images" USING btree ("original_id");