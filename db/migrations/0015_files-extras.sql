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
CREATE UNIQUE INDEX "contact_file_stats_file_contact_idx" ON "contact_file_stats" USING btree ("library_file_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_file_versions_file_idx" ON "library_file_versions" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_file_versions_number_idx" ON "library_file_versions" USING btree ("library_file_id","version");--> statement-breakpoint
CREATE INDEX "library_file_versions_location_idx" ON "library_file_versions" USING btree ("location_id","library_file_id");