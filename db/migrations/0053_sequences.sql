CREATE TABLE "sequence_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"delay_amount" integer DEFAULT 0 NOT NULL,
	"delay_unit" text DEFAULT 'days' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"contact_ids" integer[],
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"message_id" integer,
	"subscriber_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"email_message_id" integer,
	"sms_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_message_id" integer,
	"next_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"plan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sequences" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"folder_id" integer,
	"ordering" integer DEFAULT 0 NOT NULL,
	"thumbnail" text,
	"window_start" text,
	"window_end" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"stop_on_reply" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sequence_messages" ADD CONSTRAINT "sequence_messages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_messages" ADD CONSTRAINT "sequence_messages_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_schedules" ADD CONSTRAINT "sequence_schedules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_schedules" ADD CONSTRAINT "sequence_schedules_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_schedules" ADD CONSTRAINT "sequence_schedules_message_id_sequence_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sequence_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_message_id_sequence_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sequence_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_subscriber_id_sequence_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."sequence_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_subscribers" ADD CONSTRAINT "sequence_subscribers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_subscribers" ADD CONSTRAINT "sequence_subscribers_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_subscribers" ADD CONSTRAINT "sequence_subscribers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_subscribers" ADD CONSTRAINT "sequence_subscribers_next_message_id_sequence_messages_id_fk" FOREIGN KEY ("next_message_id") REFERENCES "public"."sequence_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sequence_messages_sequence_idx" ON "sequence_messages" USING btree ("sequence_id","position","id");--> statement-breakpoint
CREATE INDEX "sequence_schedules_message_idx" ON "sequence_schedules" USING btree ("message_id","id");--> statement-breakpoint
CREATE INDEX "sequence_schedules_sequence_idx" ON "sequence_schedules" USING btree ("sequence_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_sends_subscriber_key" ON "sequence_sends" USING btree ("subscriber_id","key");--> statement-breakpoint
CREATE INDEX "sequence_sends_message_idx" ON "sequence_sends" USING btree ("message_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sequence_sends_sequence_idx" ON "sequence_sends" USING btree ("sequence_id","created_at");--> statement-breakpoint
CREATE INDEX "sequence_sends_email_idx" ON "sequence_sends" USING btree ("email_message_id") WHERE email_message_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_subscribers_contact_key" ON "sequence_subscribers" USING btree ("sequence_id","contact_id");--> statement-breakpoint
CREATE INDEX "sequence_subscribers_sequence_idx" ON "sequence_subscribers" USING btree ("sequence_id","status","id");--> statement-breakpoint
CREATE INDEX "sequence_subscribers_contact_idx" ON "sequence_subscribers" USING btree ("location_id","contact_id","id");--> statement-breakpoint
CREATE INDEX "sequences_location_folder_ordering_idx" ON "sequences" USING btree ("location_id","folder_id","ordering","id");--> statement-breakpoint
CREATE INDEX "sequences_location_ordering_idx" ON "sequences" USING btree ("location_id","ordering","id");--> statement-breakpoint
CREATE INDEX "sequences_location_title_idx" ON "sequences" USING btree ("location_id","title","id");