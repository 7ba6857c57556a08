CREATE TABLE "contact_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"user_id" integer,
	"disabled" boolean DEFAULT false NOT NULL,
	"notify_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"subheadline" text DEFAULT '' NOT NULL,
	"headline_setting" jsonb NOT NULL,
	"subheadline_setting" jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"thumbnail" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"folder_id" integer,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_pages" ADD CONSTRAINT "contact_pages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_pages" ADD CONSTRAINT "contact_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_pages" ADD CONSTRAINT "contact_pages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_pages" ADD CONSTRAINT "contact_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_downloads" ADD CONSTRAINT "page_downloads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_downloads" ADD CONSTRAINT "page_downloads_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_downloads" ADD CONSTRAINT "page_downloads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_pages_page_contact_idx" ON "contact_pages" USING btree ("page_id","contact_id");--> statement-breakpoint
CREATE INDEX "contact_pages_location_contact_idx" ON "contact_pages" USING btree ("location_id","contact_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_pages_notify_idx" ON "contact_pages" USING btree ("location_id") WHERE "contact_pages"."notify_pending";--> statement-breakpoint
CREATE INDEX "page_downloads_page_idx" ON "page_downloads" USING btree ("location_id","page_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_downloads_file_idx" ON "page_downloads" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "pages_location_folder_ordering_idx" ON "pages" USING btree ("location_id","folder_id","ordering","id");--> statement-breakpoint
CREATE INDEX "pages_location_ordering_idx" ON "pages" USING btree ("location_id","ordering","id");--> statement-breakpoint
CREATE INDEX "pages_location_title_idx" ON "pages" USING btree ("location_id","title","id");