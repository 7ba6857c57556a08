CREATE TABLE "form_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"respondent_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" text NOT NULL,
	"first" boolean DEFAULT true NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"token" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_respondents" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_tallies" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"submit_label" text DEFAULT 'SUBMIT' NOT NULL,
	"thank_you" text DEFAULT 'Thank you! Your answers have been sent.' NOT NULL,
	"button_color" text DEFAULT '#2563eb' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"portal_disabled" boolean DEFAULT false NOT NULL,
	"after_asset_type" text,
	"after_asset_id" integer,
	"recur_days" integer,
	"reminder_channel" text DEFAULT 'email' NOT NULL,
	"folder_id" integer,
	"ordering" integer DEFAULT 0 NOT NULL,
	"thumbnail" text,
	"respondent_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_respondent_id_form_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."form_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_question_id_form_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."form_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_contacts" ADD CONSTRAINT "form_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_contacts" ADD CONSTRAINT "form_contacts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_contacts" ADD CONSTRAINT "form_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_contacts" ADD CONSTRAINT "form_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_respondents" ADD CONSTRAINT "form_respondents_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_respondents" ADD CONSTRAINT "form_respondents_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_respondents" ADD CONSTRAINT "form_respondents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_tallies" ADD CONSTRAINT "form_tallies_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_tallies" ADD CONSTRAINT "form_tallies_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_tallies" ADD CONSTRAINT "form_tallies_question_id_form_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."form_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_answers_analytics_idx" ON "form_answers" USING btree ("location_id","form_id","question_id","value");--> statement-breakpoint
CREATE INDEX "form_answers_respondent_idx" ON "form_answers" USING btree ("respondent_id","question_id");--> statement-breakpoint
CREATE INDEX "form_answers_question_idx" ON "form_answers" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "form_contacts_last_sent_idx" ON "form_contacts" USING btree ("last_sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_contacts_form_contact_idx" ON "form_contacts" USING btree ("form_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_contacts_token_idx" ON "form_contacts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "form_contacts_location_contact_idx" ON "form_contacts" USING btree ("location_id","contact_id","created_at","id");--> statement-breakpoint
CREATE INDEX "form_questions_form_idx" ON "form_questions" USING btree ("location_id","form_id","ordering","id");--> statement-breakpoint
CREATE INDEX "form_respondents_form_idx" ON "form_respondents" USING btree ("location_id","form_id","created_at","id");--> statement-breakpoint
CREATE INDEX "form_respondents_contact_idx" ON "form_respondents" USING btree ("location_id","contact_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_tallies_question_value_idx" ON "form_tallies" USING btree ("question_id","value");--> statement-breakpoint
CREATE INDEX "form_tallies_form_idx" ON "form_tallies" USING btree ("location_id","form_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_url_idx" ON "forms" USING btree ("url");--> statement-breakpoint
CREATE INDEX "forms_location_folder_ordering_idx" ON "forms" USING btree ("location_id","folder_id","ordering","id");--> statement-breakpoint
CREATE INDEX "forms_location_ordering_idx" ON "forms" USING btree ("location_id","ordering","id");--> statement-breakpoint
-- Analytics tallies (lib/forms/analytics.ts): per question, one row per answered value of the
-- counted types and a '' row counting the respondents who answered; kept by these triggers so
-- analytics over 100k responses read a handful of rows. Cascades (a respondent, a contact, a
-- form deleted) go through them too.
CREATE FUNCTION form_answers_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE qtype text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.first THEN
      INSERT INTO form_tallies (location_id, form_id, question_id, value, n) VALUES (NEW.location_id, NEW.form_id, NEW.question_id, '', 1)
      ON CONFLICT (question_id, value) DO UPDATE SET n = form_tallies.n + 1;
    END IF;
    SELECT type INTO qtype FROM form_questions WHERE id = NEW.question_id;
    IF qtype IN ('single_choice', 'multiple_choice', 'dropdown', 'yes_no', 'rating', 'number') THEN
      INSERT INTO form_tallies (location_id, form_id, question_id, value, n) VALUES (NEW.location_id, NEW.form_id, NEW.question_id, NEW.value, 1)
      ON CONFLICT (question_id, value) DO UPDATE SET n = form_tallies.n + 1;
    END IF;
  ELSE
    UPDATE form_tallies SET n = n - 1
    WHERE question_id = OLD.question_id AND (value = OLD.value OR (OLD.first AND value = ''));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_answers_tally AFTER INSERT OR DELETE ON form_answers FOR EACH ROW EXECUTE FUNCTION form_answers_tally();
--> statement-breakpoint
-- forms.respondent_count: the dashboard's and the analytics' response count without counting.
CREATE FUNCTION form_respondents_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE forms SET respondent_count = respondent_count + 1 WHERE id = NEW.form_id;
  ELSE
    UPDATE forms SET respondent_count = respondent_count - 1 WHERE id = OLD.form_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_respondents_count AFTER INSERT OR DELETE ON form_respondents FOR EACH ROW EXECUTE FUNCTION form_respondents_count();
