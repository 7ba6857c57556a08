CREATE TABLE "twofa_pending" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"recovery_code_hashes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"contact_profile_setting" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"asset_type" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"folder_id" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"permission" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "twofa_pending" ADD CONSTRAINT "twofa_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_id_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folders_location_type_parent_idx" ON "folders" USING btree ("location_id","asset_type","parent_id","ordering","id");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_title_unique_idx" ON "folders" USING btree ("location_id","asset_type",coalesce("parent_id", 0),lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "library_files_file_idx" ON "library_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_files_name_idx" ON "library_files" USING btree ("location_id",lower("name"),"ext");--> statement-breakpoint
CREATE INDEX "library_files_location_name_idx" ON "library_files" USING btree ("location_id","name","id");--> statement-breakpoint
CREATE INDEX "library_files_location_created_idx" ON "library_files" USING btree ("location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "library_files_location_size_idx" ON "library_files" USING btree ("location_id","size","id");