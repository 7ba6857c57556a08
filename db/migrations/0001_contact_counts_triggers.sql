-- Keeps contact_counts in step with contacts, one statement at a time (bulk imports stay fast).
CREATE FUNCTION contact_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contact_counts (location_id, tab, n)
    SELECT location_id, tab, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2
    ON CONFLICT (location_id, tab) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO contact_counts (location_id, tab, n)
    SELECT location_id, tab, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2
    ON CONFLICT (location_id, tab) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
  ELSE
    INSERT INTO contact_counts (location_id, tab, n)
    SELECT location_id, tab, sum(d) FROM (
      SELECT location_id, tab, 1 AS d FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT location_id, tab, -1 AS d FROM old_rows WHERE deleted_at IS NULL
    ) changes GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (location_id, tab) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
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
