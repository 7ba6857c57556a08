CREATE TABLE "rest_hook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"hook_id" integer NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rest_hooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"target_url" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"gone_count" integer DEFAULT 0 NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "prefix" text;--> statement-breakpoint
ALTER TABLE "rest_hook_deliveries" ADD CONSTRAINT "rest_hook_deliveries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hook_deliveries" ADD CONSTRAINT "rest_hook_deliveries_hook_id_rest_hooks_id_fk" FOREIGN KEY ("hook_id") REFERENCES "public"."rest_hooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hooks" ADD CONSTRAINT "rest_hooks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hooks" ADD CONSTRAINT "rest_hooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rest_hook_deliveries_hook_idx" ON "rest_hook_deliveries" USING btree ("location_id","hook_id","id");--> statement-breakpoint
CREATE INDEX "rest_hook_deliveries_queued_idx" ON "rest_hook_deliveries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rest_hooks_location_event_idx" ON "rest_hooks" USING btree ("location_id","event","id");