CREATE TABLE "account_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"business_name" text,
	"business_type" text,
	"address" text,
	"timezone" text,
	"country" text,
	"business_verified_at" timestamp with time zone,
	"user_id" integer,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"signup_id" integer NOT NULL,
	"channel" text NOT NULL,
	"sent_to" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"trial_days" integer DEFAULT 14 NOT NULL,
	"contacts_limit" integer,
	"locations_limit" integer,
	"users_limit" integer,
	"has_funnels" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ALTER COLUMN "location_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "account_signups" ADD CONSTRAINT "account_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_codes" ADD CONSTRAINT "signup_codes_signup_id_account_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."account_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_signups_token_unique" ON "account_signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_signups_email_idx" ON "account_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "signup_codes_signup_channel_idx" ON "signup_codes" USING btree ("signup_id","channel","created_at");