CREATE TABLE "broadcast_recipients" (
	"broadcast_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"address" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"message_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_recipients_broadcast_id_contact_id_pk" PRIMARY KEY("broadcast_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"folder_id" integer,
	"name" text NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"audience" jsonb DEFAULT '{"group_ids":[],"tag_ids":[],"statuses":[],"exclude_tag_ids":[]}'::jsonb NOT NULL,
	"resend_of" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"fanned_out_at" timestamp with time zone,
	"resumes_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_domains" ADD COLUMN "warmup_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "folder_id" integer;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_resend_of_broadcasts_id_fk" FOREIGN KEY ("resend_of") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_pending_idx" ON "broadcast_recipients" USING btree ("broadcast_id","contact_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "broadcast_recipients_location_sent_idx" ON "broadcast_recipients" USING btree ("location_id","sent_at") WHERE sent_at is not null;--> statement-breakpoint
CREATE INDEX "broadcasts_location_folder_idx" ON "broadcasts" USING btree ("location_id","folder_id","id");--> statement-breakpoint
CREATE INDEX "broadcasts_location_channel_idx" ON "broadcasts" USING btree ("location_id","channel","id");--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;