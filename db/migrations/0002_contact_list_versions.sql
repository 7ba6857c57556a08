CREATE TABLE "contact_list_versions" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"v" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_list_versions" ADD CONSTRAINT "contact_list_versions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every statement that writes contacts also bumps its locations' list version.
CREATE OR REPLACE FUNCTION contact_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contact_counts (location_id, tab, n)
    SELECT location_id, tab, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2
    ON CONFLICT (location_id, tab) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
    INSERT INTO contact_list_versions (location_id, v) SELECT DISTINCT location_id, 1 FROM new_rows
    ON CONFLICT (location_id) DO UPDATE SET v = contact_list_versions.v + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO contact_counts (location_id, tab, n)
    SELECT location_id, tab, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2
    ON CONFLICT (location_id, tab) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
    INSERT INTO contact_list_versions (location_id, v) SELECT DISTINCT location_id, 1 FROM old_rows
    ON CONFLICT (location_id) DO UPDATE SET v = contact_list_versions.v + 1;
  ELSE
    INSERT INTO contact_counts (location_id, tab, n)
    SELECT location_id, tab, sum(d) FROM (
      SELECT location_id, tab, 1 AS d FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT location_id, tab, -1 AS d FROM old_rows WHERE deleted_at IS NULL
    ) changes GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (location_id, tab) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
    INSERT INTO contact_list_versions (location_id, v)
    SELECT location_id, 1 FROM (SELECT location_id FROM new_rows UNION SELECT location_id FROM old_rows) touched
    ON CONFLICT (location_id) DO UPDATE SET v = contact_list_versions.v + 1;
  END IF;
  RETURN NULL;
END $$;
