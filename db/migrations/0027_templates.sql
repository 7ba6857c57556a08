CREATE TABLE "template_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"template_id" integer,
	"template_name" text NOT NULL,
	"contact_id" integer,
	"user_id" integer,
	"channel" text NOT NULL,
	"status" integer NOT NULL,
	"message" text NOT NULL,
	"email_message_id" integer,
	"sms_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_content" integer NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"recording_url" text,
	"ordering" integer DEFAULT 0 NOT NULL,
	"thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_settings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"default_signature_id" integer,
	"apply_to_all" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"credentials" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"slogan" text DEFAULT '' NOT NULL,
	"author_image" text,
	"phone" text DEFAULT '' NOT NULL,
	"has_phone" boolean DEFAULT true NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"has_email" boolean DEFAULT true NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"has_website" boolean DEFAULT true NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"has_address" boolean DEFAULT true NOT NULL,
	"is_abbreviate" boolean DEFAULT false NOT NULL,
	"icon_color" text NOT NULL,
	"link_color" text NOT NULL,
	"bar_color" text NOT NULL,
	"bar_text_color" text NOT NULL,
	"linebar_color" text NOT NULL,
	"linebar_height" integer NOT NULL,
	"linebar_width" integer NOT NULL,
	"margin" integer NOT NULL,
	"padding" integer NOT NULL,
	"border_radius" integer NOT NULL,
	"facebook_url" text DEFAULT '' NOT NULL,
	"facebook_enabled" boolean DEFAULT false NOT NULL,
	"facebook_icon" boolean DEFAULT true NOT NULL,
	"ig_url" text DEFAULT '' NOT NULL,
	"ig_enabled" boolean DEFAULT false NOT NULL,
	"ig_icon" boolean DEFAULT true NOT NULL,
	"twitter_url" text DEFAULT '' NOT NULL,
	"twitter_enabled" boolean DEFAULT false NOT NULL,
	"twitter_icon" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" integer,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_styles" (
	"location_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_styles_location_id_type_pk" PRIMARY KEY("location_id","type")
);
--> statement-breakpoint
CREATE TABLE "test_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_logs" ADD CONSTRAINT "template_logs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_logs" ADD CONSTRAINT "template_logs_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_logs" ADD CONSTRAINT "template_logs_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_logs" ADD CONSTRAINT "template_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_category_id_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."template_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD CONSTRAINT "signature_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD CONSTRAINT "signature_settings_default_signature_id_signatures_id_fk" FOREIGN KEY ("default_signature_id") REFERENCES "public"."signatures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_buttons" ADD CONSTRAINT "email_buttons_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_buttons" ADD CONSTRAINT "email_buttons_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_styles" ADD CONSTRAINT "saved_styles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sends" ADD CONSTRAINT "test_sends_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "template_categories_location_name_key" ON "template_categories" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "template_categories_location_default_key" ON "template_categories" USING btree ("location_id") WHERE is_default = 1;--> statement-breakpoint
CREATE INDEX "template_logs_location_idx" ON "template_logs" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "template_logs_template_idx" ON "template_logs" USING btree ("location_id","template_id","id");--> statement-breakpoint
CREATE INDEX "templates_location_ordering_idx" ON "templates" USING btree ("location_id","ordering","id");--> statement-breakpoint
CREATE INDEX "templates_location_category_idx" ON "templates" USING btree ("location_id","category_id","ordering","id");--> statement-breakpoint
CREATE INDEX "email_buttons_location_idx" ON "email_buttons" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "test_sends_location_created_idx" ON "test_sends" USING btree ("location_id","created_at");