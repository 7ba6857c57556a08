CREATE TABLE "workout_attribute_type_pins" (
	"location_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_attribute_type_pins_location_id_type_id_pk" PRIMARY KEY("location_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "workout_attribute_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_exercise_attributes" (
	"exercise_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	CONSTRAINT "workout_exercise_attributes_exercise_id_attribute_id_pk" PRIMARY KEY("exercise_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "workout_exercise_favourites" (
	"location_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_exercise_favourites_location_id_exercise_id_pk" PRIMARY KEY("location_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "workout_exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer,
	"system_key" text,
	"name" text NOT NULL,
	"category_id" integer,
	"picture" text DEFAULT '' NOT NULL,
	"image_count" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"video_provider" text,
	"video_id" text,
	"cues" text DEFAULT '' NOT NULL,
	"force" text DEFAULT '' NOT NULL,
	"mechanic" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workout_attribute_type_pins" ADD CONSTRAINT "workout_attribute_type_pins_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_attribute_type_pins" ADD CONSTRAINT "workout_attribute_type_pins_type_id_workout_attribute_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."workout_attribute_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_attribute_types" ADD CONSTRAINT "workout_attribute_types_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_attributes" ADD CONSTRAINT "workout_attributes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_attributes" ADD CONSTRAINT "workout_attributes_type_id_workout_attribute_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."workout_attribute_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_categories" ADD CONSTRAINT "workout_categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercise_attributes" ADD CONSTRAINT "workout_exercise_attributes_exercise_id_workout_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."workout_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercise_attributes" ADD CONSTRAINT "workout_exercise_attributes_attribute_id_workout_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."workout_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercise_favourites" ADD CONSTRAINT "workout_exercise_favourites_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercise_favourites" ADD CONSTRAINT "workout_exercise_favourites_exercise_id_workout_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."workout_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_category_id_workout_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."workout_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_attribute_types_location_idx" ON "workout_attribute_types" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_attributes_owner_type_name_key" ON "workout_attributes" USING btree (coalesce("location_id", 0),"type_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "workout_categories_location_name_key" ON "workout_categories" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "workout_exercise_attributes_attribute_idx" ON "workout_exercise_attributes" USING btree ("attribute_id","exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_exercises_system_key_key" ON "workout_exercises" USING btree ("system_key");--> statement-breakpoint
CREATE INDEX "workout_exercises_location_name_idx" ON "workout_exercises" USING btree ("location_id","name","id");--> statement-breakpoint
CREATE INDEX "workout_exercises_name_trgm_idx" ON "workout_exercises" USING gin (lower("name") gin_trgm_ops);