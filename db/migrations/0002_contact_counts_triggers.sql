-- Keeps contact_counts and contact_list_versions in step with contacts, one statement at a
-- time (bulk imports stay fast): counts per location, tab and status; a version bump per
-- location written.
CREATE FUNCTION contact_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contact_counts (location_id, tab, status, n)
    SELECT location_id, tab, status, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3
    ON CONFLICT (location_id, tab, status) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
    INSERT INTO contact_list_versions (location_id, v) SELECT DISTINCT location_id, 1 FROM new_rows
    ON CONFLICT (location_id) DO UPDATE SET v = contact_list_versions.v + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO contact_counts (location_id, tab, status, n)
    SELECT location_id, tab, status, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3
    ON CONFLICT (location_id, tab, status) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
    INSERT INTO contact_list_versions (location_id, v) SELECT DISTINCT location_id, 1 FROM old_rows
    ON CONFLICT (location_id) DO UPDATE SET v = contact_list_versions.v + 1;
  ELSE
    INSERT INTO contact_counts (location_id, tab, status, n)
    SELECT location_id, tab, status, sum(d) FROM (
      SELECT location_id, tab, status, 1 AS d FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT location_id, tab, status, -1 AS d FROM old_rows WHERE deleted_at IS NULL
    ) changes GROUP BY 1, 2, 3 HAVING sum(d) <> 0
    ON CONFLICT (location_id, tab, status) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
    INSERT INTO contact_list_versions (location_id, v)
    SELECT location_id, 1 FROM (SELECT location_id FROM new_rows UNION SELECT location_id FROM old_rows) touched
    ON CONFLICT (location_id) DO UPDATE SET v = contact_list_versions.v + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_counts_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contacts_counts_delete AFTER DELETE ON contacts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contacts_counts_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_apply();
