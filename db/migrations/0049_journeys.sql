CREATE TABLE "journey_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"parent_id" integer,
	"branch" text,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_ids" integer[] NOT NULL,
	"dispatched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"action_id" integer,
	"type" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_action_id" integer,
	"resume_at" timestamp with time zone,
	"held" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "journey_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"type" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"reentry" boolean DEFAULT false NOT NULL,
	"folder_id" integer,
	"ordering" integer DEFAULT 0 NOT NULL,
	"thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journey_actions" ADD CONSTRAINT "journey_actions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_actions" ADD CONSTRAINT "journey_actions_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_actions" ADD CONSTRAINT "journey_actions_parent_id_journey_actions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journey_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_histories" ADD CONSTRAINT "journey_histories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_histories" ADD CONSTRAINT "journey_histories_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_histories" ADD CONSTRAINT "journey_histories_run_id_journey_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."journey_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_histories" ADD CONSTRAINT "journey_histories_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_histories" ADD CONSTRAINT "journey_histories_action_id_journey_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."journey_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_runs" ADD CONSTRAINT "journey_runs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_runs" ADD CONSTRAINT "journey_runs_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_runs" ADD CONSTRAINT "journey_runs_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_runs" ADD CONSTRAINT "journey_runs_current_action_id_journey_actions_id_fk" FOREIGN KEY ("current_action_id") REFERENCES "public"."journey_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_triggers" ADD CONSTRAINT "journey_triggers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_triggers" ADD CONSTRAINT "journey_triggers_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_actions_journey_tree_idx" ON "journey_actions" USING btree ("journey_id","parent_id","branch","position","id");--> statement-breakpoint
CREATE INDEX "journey_events_pending_idx" ON "journey_events" USING btree ("id") WHERE dispatched_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "journey_histories_run_action_key" ON "journey_histories" USING btree ("run_id","action_id") WHERE action_id is not null;--> statement-breakpoint
CREATE INDEX "journey_histories_journey_idx" ON "journey_histories" USING btree ("journey_id","id");--> statement-breakpoint
CREATE INDEX "journey_histories_run_idx" ON "journey_histories" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "journey_histories_action_idx" ON "journey_histories" USING btree ("action_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_runs_one_active_key" ON "journey_runs" USING btree ("journey_id","contact_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "journey_runs_journey_status_idx" ON "journey_runs" USING btree ("journey_id","status","id");--> statement-breakpoint
CREATE INDEX "journey_runs_contact_idx" ON "journey_runs" USING btree ("location_id","contact_id","id");--> statement-breakpoint
CREATE INDEX "journey_runs_current_action_idx" ON "journey_runs" USING btree ("current_action_id");--> statement-breakpoint
CREATE INDEX "journey_triggers_location_type_idx" ON "journey_triggers" USING btree ("location_id","type","journey_id");--> statement-breakpoint
CREATE INDEX "journey_triggers_journey_idx" ON "journey_triggers" USING btree ("journey_id","id");--> statement-breakpoint
CREATE INDEX "journeys_location_folder_ordering_idx" ON "journeys" USING btree ("location_id","folder_id","ordering","id");--> statement-breakpoint
CREATE INDEX "journeys_location_ordering_idx" ON "journeys" USING btree ("location_id","ordering","id");--> statement-breakpoint
CREATE INDEX "journeys_location_name_idx" ON "journeys" USING btree ("location_id","name","id");