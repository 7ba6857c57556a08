CREATE TABLE "contact_playbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"user_id" integer,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"color" text NOT NULL,
	"icon" text NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_login_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"contact_id" integer,
	"question" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_step_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"title" text NOT NULL,
	"banner" text,
	"thumb" text,
	"ordering" integer DEFAULT 0 NOT NULL,
	"batch" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"folder_id" integer,
	"category_id" integer,
	"ordering" integer DEFAULT 0 NOT NULL,
	"thumbnail" text,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"all_clients" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sidebar_order" jsonb DEFAULT '["steps","downloads","faq","questions"]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_playbooks" ADD CONSTRAINT "contact_playbooks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_playbooks" ADD CONSTRAINT "contact_playbooks_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_playbooks" ADD CONSTRAINT "contact_playbooks_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_playbooks" ADD CONSTRAINT "contact_playbooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_buttons" ADD CONSTRAINT "playbook_buttons_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_buttons" ADD CONSTRAINT "playbook_buttons_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_categories" ADD CONSTRAINT "playbook_categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_downloads" ADD CONSTRAINT "playbook_downloads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_downloads" ADD CONSTRAINT "playbook_downloads_step_id_playbook_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."playbook_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_downloads" ADD CONSTRAINT "playbook_downloads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_faqs" ADD CONSTRAINT "playbook_faqs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_faqs" ADD CONSTRAINT "playbook_faqs_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_login_tokens" ADD CONSTRAINT "playbook_login_tokens_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_login_tokens" ADD CONSTRAINT "playbook_login_tokens_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_login_tokens" ADD CONSTRAINT "playbook_login_tokens_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_progress" ADD CONSTRAINT "playbook_step_progress_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_progress" ADD CONSTRAINT "playbook_step_progress_step_id_playbook_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."playbook_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_progress" ADD CONSTRAINT "playbook_step_progress_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD CONSTRAINT "playbook_steps_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD CONSTRAINT "playbook_steps_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_tabs" ADD CONSTRAINT "playbook_tabs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_tabs" ADD CONSTRAINT "playbook_tabs_step_id_playbook_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."playbook_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_category_id_playbook_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."playbook_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_playbooks_playbook_contact_idx" ON "contact_playbooks" USING btree ("playbook_id","contact_id");--> statement-breakpoint
CREATE INDEX "contact_playbooks_location_contact_idx" ON "contact_playbooks" USING btree ("location_id","contact_id","created_at","id");--> statement-breakpoint
CREATE INDEX "playbook_buttons_playbook_idx" ON "playbook_buttons" USING btree ("location_id","playbook_id","ordering","id");--> statement-breakpoint
CREATE UNIQUE INDEX "playbook_categories_name_idx" ON "playbook_categories" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "playbook_downloads_step_idx" ON "playbook_downloads" USING btree ("location_id","step_id","id");--> statement-breakpoint
CREATE INDEX "playbook_faqs_playbook_idx" ON "playbook_faqs" USING btree ("location_id","playbook_id","ordering","id");--> statement-breakpoint
CREATE UNIQUE INDEX "playbook_login_tokens_hash_idx" ON "playbook_login_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "playbook_questions_playbook_idx" ON "playbook_questions" USING btree ("location_id","playbook_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "playbook_step_progress_step_contact_idx" ON "playbook_step_progress" USING btree ("step_id","contact_id");--> statement-breakpoint
CREATE INDEX "playbook_steps_playbook_idx" ON "playbook_steps" USING btree ("location_id","playbook_id","ordering","id");--> statement-breakpoint
CREATE INDEX "playbook_tabs_step_idx" ON "playbook_tabs" USING btree ("location_id","step_id","ordering","id");--> statement-breakpoint
CREATE INDEX "playbooks_location_folder_ordering_idx" ON "playbooks" USING btree ("location_id","folder_id","ordering","id");--> statement-breakpoint
CREATE INDEX "playbooks_location_ordering_idx" ON "playbooks" USING btree ("location_id","ordering","id");