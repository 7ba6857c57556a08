CREATE TABLE "contact_import_batches" (
	"location_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"first_row" integer NOT NULL,
	CONSTRAINT "contact_import_batches_import_id_first_row_pk" PRIMARY KEY("import_id","first_row")
);
--> statement-breakpoint
ALTER TABLE "contact_import_batches" ADD CONSTRAINT "contact_import_batches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_batches" ADD CONSTRAINT "contact_import_batches_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An import cut off before this change kept its checkpoint as a count of leading rows: list those
-- rows' batches (500 rows each) so its resumed run skips them.
INSERT INTO "contact_import_batches" ("location_id", "import_id", "first_row")
SELECT "location_id", "id", g FROM "contact_imports", generate_series(1, "processed_rows", 500) AS g
WHERE "state" = 'running' AND "processed_rows" > 0;
