CREATE TABLE "habit_tracking_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"name" text NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habit_tracking_contacts" (
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
	"last_log_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habit_tracking_habits" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'yes_no' NOT NULL,
	"target" double precision,
	"unit" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"times_per_week" integer,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habit_tracking_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"habit_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"day" date NOT NULL,
	"value" double precision NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habit_tracking_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"habit_id" integer NOT NULL,
	"score" double precision
);
--> statement-breakpoint
CREATE TABLE "habit_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"has_reminder" boolean DEFAULT false NOT NULL,
	"reminder_type" integer DEFAULT 1 NOT NULL,
	"reminder_time" text DEFAULT '19:00' NOT NULL,
	"reminder_days" jsonb DEFAULT '[1,2,3,4,5,6,7]'::jsonb NOT NULL,
	"public_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "habit_tracking_categories" ADD CONSTRAINT "habit_tracking_categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_categories" ADD CONSTRAINT "habit_tracking_categories_tracking_id_habit_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."habit_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_contacts" ADD CONSTRAINT "habit_tracking_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_contacts" ADD CONSTRAINT "habit_tracking_contacts_tracking_id_habit_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."habit_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_contacts" ADD CONSTRAINT "habit_tracking_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_habits" ADD CONSTRAINT "habit_tracking_habits_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_habits" ADD CONSTRAINT "habit_tracking_habits_tracking_id_habit_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."habit_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_habits" ADD CONSTRAINT "habit_tracking_habits_category_id_habit_tracking_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."habit_tracking_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_logs" ADD CONSTRAINT "habit_tracking_logs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_logs" ADD CONSTRAINT "habit_tracking_logs_tracking_id_habit_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."habit_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_logs" ADD CONSTRAINT "habit_tracking_logs_enrolment_id_habit_tracking_contacts_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."habit_tracking_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_logs" ADD CONSTRAINT "habit_tracking_logs_habit_id_habit_tracking_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habit_tracking_habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_logs" ADD CONSTRAINT "habit_tracking_logs_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_logs" ADD CONSTRAINT "habit_tracking_logs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_scores" ADD CONSTRAINT "habit_tracking_scores_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_scores" ADD CONSTRAINT "habit_tracking_scores_enrolment_id_habit_tracking_contacts_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."habit_tracking_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_tracking_scores" ADD CONSTRAINT "habit_tracking_scores_habit_id_habit_tracking_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habit_tracking_habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_trackings" ADD CONSTRAINT "habit_trackings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habit_tracking_categories_tracking_idx" ON "habit_tracking_categories" USING btree ("tracking_id","ordering");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_tracking_contacts_tracking_contact_key" ON "habit_tracking_contacts" USING btree ("tracking_id","contact_id");--> statement-breakpoint
CREATE INDEX "habit_tracking_contacts_location_contact_idx" ON "habit_tracking_contacts" USING btree ("location_id","contact_id");--> statement-breakpoint
CREATE INDEX "habit_tracking_contacts_due_idx" ON "habit_tracking_contacts" USING btree ("next_reminder_at") WHERE "habit_tracking_contacts"."status" = 'active' and "habit_tracking_contacts"."next_reminder_at" is not null;--> statement-breakpoint
CREATE INDEX "habit_tracking_habits_category_idx" ON "habit_tracking_habits" USING btree ("category_id","ordering");--> statement-breakpoint
CREATE INDEX "habit_tracking_habits_tracking_idx" ON "habit_tracking_habits" USING btree ("tracking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_tracking_logs_key" ON "habit_tracking_logs" USING btree ("enrolment_id","habit_id","day");--> statement-breakpoint
CREATE INDEX "habit_tracking_logs_habit_idx" ON "habit_tracking_logs" USING btree ("habit_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_tracking_scores_key" ON "habit_tracking_scores" USING btree ("enrolment_id","habit_id");--> statement-breakpoint
CREATE INDEX "habit_trackings_location_ordering_idx" ON "habit_trackings" USING btree ("location_id","ordering","id");--> statement-breakpoint
CREATE INDEX "habit_trackings_location_name_idx" ON "habit_trackings" USING btree ("location_id","name","id");