ALTER TABLE "portal_sites" ADD COLUMN "tab_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_sites" ADD COLUMN "tab_order" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_sites" ADD COLUMN "hidden_tabs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_sites" ADD COLUMN "morning_text" text;--> statement-breakpoint
ALTER TABLE "portal_sites" ADD COLUMN "afternoon_text" text;--> statement-breakpoint
ALTER TABLE "portal_sites" ADD COLUMN "evening_text" text;--> statement-breakpoint
ALTER TABLE "portal_sites" ADD COLUMN "chat_enabled" boolean DEFAULT true NOT NULL;