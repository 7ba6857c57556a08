CREATE TABLE "contact_import_emails" (
	"location_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"email" text NOT NULL,
	"row" integer NOT NULL,
	CONSTRAINT "contact_import_emails_import_id_email_pk" PRIMARY KEY("import_id","email")
);
--> statement-breakpoint
CREATE TABLE "contact_import_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"field" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"file_id" integer,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb,
	"status" text,
	"state" text DEFAULT 'mapping' NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "contact_limit" integer;--> statement-breakpoint
ALTER TABLE "contact_import_emails" ADD CONSTRAINT "contact_import_emails_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_emails" ADD CONSTRAINT "contact_import_emails_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_errors" ADD CONSTRAINT "contact_import_errors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_errors" ADD CONSTRAINT "contact_import_errors_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_import_errors_import_row_idx" ON "contact_import_errors" USING btree ("location_id","import_id","row","id");--> statement-breakpoint
CREATE INDEX "contact_imports_location_created_idx" ON "contact_imports" USING btree ("location_id","created_at","id");