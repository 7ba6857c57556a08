CREATE TABLE "workout_overload_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"block_exercise_id" integer NOT NULL,
	"weight" double precision,
	"reps" integer,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_session_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"block_exercise_id" integer,
	"exercise_id" integer NOT NULL,
	"set_index" integer NOT NULL,
	"reps" integer,
	"weight" double precision,
	"time" integer,
	"target" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"workout_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"performed_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'page' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workout_contacts" ADD COLUMN "link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_overload_targets" ADD CONSTRAINT "workout_overload_targets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_overload_targets" ADD CONSTRAINT "workout_overload_targets_assignment_id_workout_contacts_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."workout_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_overload_targets" ADD CONSTRAINT "workout_overload_targets_block_exercise_id_workout_block_exercises_id_fk" FOREIGN KEY ("block_exercise_id") REFERENCES "public"."workout_block_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_session_sets" ADD CONSTRAINT "workout_session_sets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_session_sets" ADD CONSTRAINT "workout_session_sets_session_id_workout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."workout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_session_sets" ADD CONSTRAINT "workout_session_sets_block_exercise_id_workout_block_exercises_id_fk" FOREIGN KEY ("block_exercise_id") REFERENCES "public"."workout_block_exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_session_sets" ADD CONSTRAINT "workout_session_sets_exercise_id_workout_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."workout_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_assignment_id_workout_contacts_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."workout_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workout_overload_targets_assignment_item_key" ON "workout_overload_targets" USING btree ("assignment_id","block_exercise_id");--> statement-breakpoint
CREATE INDEX "workout_session_sets_session_idx" ON "workout_session_sets" USING btree ("session_id","set_index");--> statement-breakpoint
CREATE INDEX "workout_session_sets_location_exercise_idx" ON "workout_session_sets" USING btree ("location_id","exercise_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_sessions_assignment_client_key" ON "workout_sessions" USING btree ("assignment_id","client_id");--> statement-breakpoint
CREATE INDEX "workout_sessions_location_workout_idx" ON "workout_sessions" USING btree ("location_id","workout_id","performed_at");--> statement-breakpoint
CREATE INDEX "workout_sessions_location_contact_idx" ON "workout_sessions" USING btree ("location_id","contact_id","performed_at");