CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"contact_id" integer,
	"user_id" integer,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"segments" integer DEFAULT 1 NOT NULL,
	"provider_id" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "twilio_accounts" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"auth_token" text NOT NULL,
	"from_number" text,
	"messaging_service_sid" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_url" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"contact_id" integer,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"data" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "email_status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "sms_status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twilio_accounts" ADD CONSTRAINT "twilio_accounts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_location_idx" ON "sms_messages" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "sms_messages_contact_idx" ON "sms_messages" USING btree ("contact_id","id") WHERE contact_id is not null;--> statement-breakpoint
CREATE INDEX "sms_messages_unread_idx" ON "sms_messages" USING btree ("location_id") WHERE direction = 'inbound' and not is_read;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_idx" ON "sms_messages" USING btree ("provider_id") WHERE provider_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "twilio_accounts_from_number_idx" ON "twilio_accounts" USING btree ("from_number") WHERE from_number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_idx" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_location_idx" ON "files" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "activities_location_idx" ON "activities" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "activities_location_module_idx" ON "activities" USING btree ("location_id","module","id");--> statement-breakpoint
CREATE INDEX "email_messages_location_idx" ON "email_messages" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "email_messages_contact_idx" ON "email_messages" USING btree ("contact_id","id") WHERE contact_id is not null;