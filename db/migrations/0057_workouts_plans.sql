CREATE TABLE "workout_plan_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"reminder_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reminder_time" text,
	"reminder_type" integer DEFAULT 1 NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_plan_day_workouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"week_id" integer NOT NULL,
	"day" integer NOT NULL,
	"workout_id" integer NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_plan_day_workouts_day_check" CHECK ("workout_plan_day_workouts"."day" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "workout_plan_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"smart_week_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_smart_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workout_plan_contacts" ADD CONSTRAINT "workout_plan_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plan_contacts" ADD CONSTRAINT "workout_plan_contacts_plan_id_workout_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."workout_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plan_contacts" ADD CONSTRAINT "workout_plan_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plan_day_workouts" ADD CONSTRAINT "workout_plan_day_workouts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plan_day_workouts" ADD CONSTRAINT "workout_plan_day_workouts_week_id_workout_plan_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."workout_plan_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plan_day_workouts" ADD CONSTRAINT "workout_plan_day_workouts_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plan_weeks" ADD CONSTRAINT "workout_plan_weeks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plan_weeks" ADD CONSTRAINT "workout_plan_weeks_plan_id_workout_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."workout_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plan_weeks" ADD CONSTRAINT "workout_plan_weeks_smart_week_id_workout_smart_weeks_id_fk" FOREIGN KEY ("smart_week_id") REFERENCES "public"."workout_smart_weeks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plans" ADD CONSTRAINT "workout_plans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_smart_weeks" ADD CONSTRAINT "workout_smart_weeks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workout_plan_contacts_plan_contact_key" ON "workout_plan_contacts" USING btree ("plan_id","contact_id");--> statement-breakpoint
CREATE INDEX "workout_plan_contacts_plan_status_idx" ON "workout_plan_contacts" USING btree ("plan_id","status","id");--> statement-breakpoint
CREATE INDEX "workout_plan_contacts_contact_idx" ON "workout_plan_contacts" USING btree ("contact_id","id");--> statement-breakpoint
CREATE INDEX "workout_plan_day_workouts_week_day_idx" ON "workout_plan_day_workouts" USING btree ("week_id","day","ordering","id");--> statement-breakpoint
CREATE INDEX "workout_plan_day_workouts_workout_idx" ON "workout_plan_day_workouts" USING btree ("workout_id");--> statement-breakpoint
CREATE INDEX "workout_plan_weeks_plan_ordering_idx" ON "workout_plan_weeks" USING btree ("plan_id","ordering","id");--> statement-breakpoint
CREATE INDEX "workout_plan_weeks_location_idx" ON "workout_plan_weeks" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "workout_plans_location_ordering_idx" ON "workout_plans" USING btree ("location_id","ordering","id");--> statement-breakpoint
CREATE INDEX "workout_plans_location_name_idx" ON "workout_plans" USING btree ("location_id","name","id");--> statement-breakpoint
CREATE INDEX "workout_plans_location_created_idx" ON "workout_plans" USING btree ("location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workout_smart_weeks_location_name_idx" ON "workout_smart_weeks" USING btree ("location_id","name","id");