CREATE TABLE "progress_tracking_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"check_in_id" integer NOT NULL,
	"question_id" integer,
	"category_id" integer,
	"value" text,
	"number" double precision,
	"file_id" integer
);
--> statement-breakpoint
CREATE TABLE "progress_tracking_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"default_key" text,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"direction" text DEFAULT 'down' NOT NULL,
	"kind" text DEFAULT 'number' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_tracking_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"period" integer NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_tracking_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"reminder_enabled" boolean,
	"next_reminder_at" timestamp with time zone,
	"score" double precision,
	"streak" integer DEFAULT 0 NOT NULL,
	"last_check_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_tracking_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"start" double precision NOT NULL,
	"target" double precision NOT NULL,
	"target_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_tracking_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"unit" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_tracking_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"name" text NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"period_days" integer DEFAULT 7 NOT NULL,
	"has_reminder" boolean DEFAULT false NOT NULL,
	"reminder_type" integer DEFAULT 1 NOT NULL,
	"reminder_time" text DEFAULT '09:00' NOT NULL,
	"reminder_days" jsonb DEFAULT '[1]'::jsonb NOT NULL,
	"public_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progress_tracking_answers" ADD CONSTRAINT "progress_tracking_answers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_answers" ADD CONSTRAINT "progress_tracking_answers_check_in_id_progress_tracking_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."progress_tracking_check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_answers" ADD CONSTRAINT "progress_tracking_answers_question_id_progress_tracking_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."progress_tracking_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_answers" ADD CONSTRAINT "progress_tracking_answers_category_id_progress_tracking_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."progress_tracking_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_answers" ADD CONSTRAINT "progress_tracking_answers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_categories" ADD CONSTRAINT "progress_tracking_categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_categories" ADD CONSTRAINT "progress_tracking_categories_tracking_id_progress_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."progress_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_check_ins" ADD CONSTRAINT "progress_tracking_check_ins_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_check_ins" ADD CONSTRAINT "progress_tracking_check_ins_tracking_id_progress_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."progress_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_check_ins" ADD CONSTRAINT "progress_tracking_check_ins_enrolment_id_progress_tracking_contacts_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."progress_tracking_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_check_ins" ADD CONSTRAINT "progress_tracking_check_ins_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_contacts" ADD CONSTRAINT "progress_tracking_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_contacts" ADD CONSTRAINT "progress_tracking_contacts_tracking_id_progress_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."progress_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_contacts" ADD CONSTRAINT "progress_tracking_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_goals" ADD CONSTRAINT "progress_tracking_goals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_goals" ADD CONSTRAINT "progress_tracking_goals_tracking_id_progress_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."progress_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_goals" ADD CONSTRAINT "progress_tracking_goals_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_goals" ADD CONSTRAINT "progress_tracking_goals_category_id_progress_tracking_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."progress_tracking_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_questions" ADD CONSTRAINT "progress_tracking_questions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_questions" ADD CONSTRAINT "progress_tracking_questions_tracking_id_progress_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."progress_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_questions" ADD CONSTRAINT "progress_tracking_questions_section_id_progress_tracking_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."progress_tracking_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_sections" ADD CONSTRAINT "progress_tracking_sections_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_tracking_sections" ADD CONSTRAINT "progress_tracking_sections_tracking_id_progress_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."progress_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_trackings" ADD CONSTRAINT "progress_trackings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_tracking_answers_check_in_idx" ON "progress_tracking_answers" USING btree ("check_in_id");--> statement-breakpoint
CREATE INDEX "progress_tracking_categories_tracking_idx" ON "progress_tracking_categories" USING btree ("tracking_id","ordering");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_tracking_categories_default_key" ON "progress_tracking_categories" USING btree ("tracking_id","default_key");--> statement-breakpoint
CREATE INDEX "progress_tracking_check_ins_enrolment_idx" ON "progress_tracking_check_ins" USING btree ("enrolment_id","period","id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_tracking_check_ins_current_key" ON "progress_tracking_check_ins" USING btree ("enrolment_id","period") WHERE "progress_tracking_check_ins"."replaced_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_tracking_contacts_tracking_contact_key" ON "progress_tracking_contacts" USING btree ("tracking_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_tracking_contacts_location_contact_idx" ON "progress_tracking_contacts" USING btree ("location_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_tracking_contacts_due_idx" ON "progress_tracking_contacts" USING btree ("next_reminder_at") WHERE "progress_tracking_contacts"."status" = 'active' and "progress_tracking_contacts"."next_reminder_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_tracking_goals_key" ON "progress_tracking_goals" USING btree ("tracking_id","contact_id","category_id");--> statement-breakpoint
CREATE INDEX "progress_tracking_questions_section_idx" ON "progress_tracking_questions" USING btree ("section_id","ordering");--> statement-breakpoint
CREATE INDEX "progress_tracking_sections_tracking_idx" ON "progress_tracking_sections" USING btree ("tracking_id","ordering");--> statement-breakpoint
CREATE INDEX "progress_trackings_location_ordering_idx" ON "progress_trackings" USING btree ("location_id","ordering","id");--> statement-breakpoint
CREATE INDEX "progress_trackings_location_name_idx" ON "progress_trackings" USING btree ("location_id","name","id");