CREATE TABLE "contact_file_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"library_file_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_file_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"library_file_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"version" integer NOT NULL,
	"ext" text NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"user_id" integer,
	"uploaded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_image_counts" (
	"location_id" integer NOT NULL,
	"folder_id" integer DEFAULT 0 NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"v" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "library_image_counts_location_id_folder_id_pk" PRIMARY KEY("location_id","folder_id")
);
--> statement-breakpoint
ALTER TABLE "library_files" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_files" ADD COLUMN "content_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "library_files" SET "content_at" = "created_at";--> statement-breakpoint
ALTER TABLE "library_files" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_files" ADD COLUMN "downloads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_file_stats" ADD CONSTRAINT "contact_file_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_file_stats" ADD CONSTRAINT "contact_file_stats_library_file_id_library_files_id_fk" FOREIGN KEY ("library_file_id") REFERENCES "public"."library_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_file_stats" ADD CONSTRAINT "contact_file_stats_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_file_versions" ADD CONSTRAINT "library_file_versions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_file_versions" ADD CONSTRAINT "library_file_versions_library_file_id_library_files_id_fk" FOREIGN KEY ("library_file_id") REFERENCES "public"."library_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_file_versions" ADD CONSTRAINT "library_file_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_file_versions" ADD CONSTRAINT "library_file_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_image_counts" ADD CONSTRAINT "library_image_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_file_stats_file_contact_idx" ON "contact_file_stats" USING btree ("library_file_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_file_versions_file_idx" ON "library_file_versions" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_file_versions_number_idx" ON "library_file_versions" USING btree ("library_file_id","version");--> statement-breakpoint
CREATE INDEX "library_file_versions_location_idx" ON "library_file_versions" USING btree ("location_id","library_file_id");--> statement-breakpoint
CREATE INDEX "library_images_location_folder_created_idx" ON "library_images" USING btree ("location_id","folder_id","created_at","id");--> statement-breakpoint
-- Keeps library_image_counts in step with library_images, one statement at a time (a bulk
-- upload or a folder move is one update): images per location and folder, 0 = the main folder,
-- and a version per folder bumped on every write that touches it.
CREATE FUNCTION library_image_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO library_image_counts (location_id, folder_id, n, v)
    SELECT location_id, coalesce(folder_id, 0), count(*), 1 FROM new_rows GROUP BY 1, 2
    ON CONFLICT (location_id, folder_id) DO UPDATE SET n = library_image_counts.n + EXCLUDED.n, v = library_image_counts.v + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO library_image_counts (location_id, folder_id, n, v)
    SELECT location_id, coalesce(folder_id, 0), -count(*), 1 FROM old_rows GROUP BY 1, 2
    ON CONFLICT (location_id, folder_id) DO UPDATE SET n = library_image_counts.n + EXCLUDED.n, v = library_image_counts.v + 1;
  ELSE
    -- Every folder touched gets a new version, moved or not (an update can change the order).
    INSERT INTO library_image_counts (location_id, folder_id, n, v)
    SELECT location_id, folder_id, sum(d), 1 FROM (
      SELECT location_id, coalesce(folder_id, 0) AS folder_id, 1 AS d FROM new_rows
      UNION ALL
      SELECT location_id, coalesce(folder_id, 0) AS folder_id, -1 AS d FROM old_rows
    ) changes GROUP BY 1, 2
    ON CONFLICT (location_id, folder_id) DO UPDATE SET n = library_image_counts.n + EXCLUDED.n, v = library_image_counts.v + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO library_image_counts (location_id, folder_id, n, v)
SELECT location_id, coalesce(folder_id, 0), count(*), 1 FROM library_images GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER library_images_counts_insert AFTER INSERT ON library_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION library_image_counts_apply();
--> statement-breakpoint
CREATE TRIGGER library_images_counts_delete AFTER DELETE ON library_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION library_image_counts_apply();
--> statement-breakpoint
CREATE TRIGGER library_images_counts_update AFTER UPDATE ON library_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION library_image_counts_apply();
