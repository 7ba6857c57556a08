CREATE TABLE "mindbody_client_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mindbody_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"connected_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mindbody_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"site_id" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"total_count" integer,
	"offset" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"limit_reached" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mindbody_client_links" ADD CONSTRAINT "mindbody_client_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mindbody_client_links" ADD CONSTRAINT "mindbody_client_links_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mindbody_connections" ADD CONSTRAINT "mindbody_connections_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mindbody_connections" ADD CONSTRAINT "mindbody_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mindbody_syncs" ADD CONSTRAINT "mindbody_syncs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mindbody_syncs" ADD CONSTRAINT "mindbody_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mindbody_client_links_client_idx" ON "mindbody_client_links" USING btree ("location_id","site_id","client_id");--> statement-breakpoint
CREATE INDEX "mindbody_client_links_contact_idx" ON "mindbody_client_links" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mindbody_connections_location_idx" ON "mindbody_connections" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "mindbody_syncs_location_idx" ON "mindbody_syncs" USING btree ("location_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mindbody_syncs_one_active_idx" ON "mindbody_syncs" USING btree ("location_id") WHERE state in ('queued', 'running');