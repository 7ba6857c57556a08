CREATE TABLE "workout_block_exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"workout_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"rounds" integer,
	"time_cap_seconds" integer,
	"notes" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"smart_block_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_smart_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"rounds" integer,
	"time_cap_seconds" integer,
	"notes" text DEFAULT '' NOT NULL,
	"exercises" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
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
ALTER TABLE "workout_block_exercises" ADD CONSTRAINT "workout_block_exercises_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_block_exercises" ADD CONSTRAINT "workout_block_exercises_block_id_workout_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."workout_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_block_exercises" ADD CONSTRAINT "workout_block_exercises_exercise_id_workout_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."workout_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_blocks" ADD CONSTRAINT "workout_blocks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_blocks" ADD CONSTRAINT "workout_blocks_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_blocks" ADD CONSTRAINT "workout_blocks_smart_block_id_workout_smart_blocks_id_fk" FOREIGN KEY ("smart_block_id") REFERENCES "public"."workout_smart_blocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_smart_blocks" ADD CONSTRAINT "workout_smart_blocks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_block_exercises_block_ordering_idx" ON "workout_block_exercises" USING btree ("block_id","ordering","id");--> statement-breakpoint
CREATE INDEX "workout_block_exercises_location_exercise_idx" ON "workout_block_exercises" USING btree ("location_id","exercise_id");--> statement-breakpoint
CREATE INDEX "workout_blocks_workout_ordering_idx" ON "workout_blocks" USING btree ("workout_id","ordering","id");--> statement-breakpoint
CREATE INDEX "workout_blocks_location_idx" ON "workout_blocks" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "workout_smart_blocks_location_name_idx" ON "workout_smart_blocks" USING btree ("location_id","name","id");--> statement-breakpoint
CREATE INDEX "workouts_location_ordering_idx" ON "workouts" USING btree ("location_id","ordering","id");--> statement-breakpoint
CREATE INDEX "workouts_location_name_idx" ON "workouts" USING btree ("location_id","name","id");--> statement-breakpoint
CREATE INDEX "workouts_location_created_idx" ON "workouts" USING btree ("location_id","created_at","id");