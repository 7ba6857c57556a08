ALTER TABLE "workout_sessions" ALTER COLUMN "assignment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "plan_assignment_id" integer;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "plan_day" integer;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_plan_assignment_id_workout_plan_contacts_id_fk" FOREIGN KEY ("plan_assignment_id") REFERENCES "public"."workout_plan_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workout_sessions_plan_assignment_client_key" ON "workout_sessions" USING btree ("plan_assignment_id","client_id");--> statement-breakpoint
CREATE INDEX "workout_sessions_plan_day_idx" ON "workout_sessions" USING btree ("plan_assignment_id","plan_day","workout_id");--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_one_assignment_check" CHECK (("workout_sessions"."assignment_id" is null) <> ("workout_sessions"."plan_assignment_id" is null));