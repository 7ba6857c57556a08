CREATE TABLE "asset_share_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"asset_type" text NOT NULL,
	"asset_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"copy_id" integer NOT NULL,
	"via" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"asset_type" text NOT NULL,
	"asset_id" integer NOT NULL,
	"code" text NOT NULL,
	"permission" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sorted_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"contact_id" integer,
	"asset_type" text NOT NULL,
	"ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_share_histories" ADD CONSTRAINT "asset_share_histories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_share_histories" ADD CONSTRAINT "asset_share_histories_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_share_histories" ADD CONSTRAINT "asset_share_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_shares" ADD CONSTRAINT "asset_shares_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_shares" ADD CONSTRAINT "asset_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorted_assets" ADD CONSTRAINT "sorted_assets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorted_assets" ADD CONSTRAINT "sorted_assets_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_share_histories_asset_idx" ON "asset_share_histories" USING btree ("location_id","asset_type","asset_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_shares_code_idx" ON "asset_shares" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_shares_asset_idx" ON "asset_shares" USING btree ("location_id","asset_type","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sorted_assets_default_idx" ON "sorted_assets" USING btree ("location_id","asset_type") WHERE contact_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sorted_assets_contact_idx" ON "sorted_assets" USING btree ("location_id","contact_id","asset_type") WHERE contact_id is not null;