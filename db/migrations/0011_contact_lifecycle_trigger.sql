-- A contact's lifecycle: a row each time it enters a status, written by the same statement that
-- creates the contact or changes its status or tab, whatever the path (save, update, bulk switch
-- and move, merge, copy, import). Statement-level with transition tables, like the counts of
-- migration 0002, so a bulk write of 100k contacts is one INSERT ... SELECT, not 100k triggers.
CREATE FUNCTION contact_lifecycles_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contact_lifecycles (location_id, contact_id, from_tab, from_status, to_tab, to_status)
    SELECT location_id, id, NULL, NULL, tab, status FROM new_rows;
  ELSE
    INSERT INTO contact_lifecycles (location_id, contact_id, from_tab, from_status, to_tab, to_status)
    SELECT n.location_id, n.id, o.tab, o.status, n.tab, n.status
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status, n.tab) IS DISTINCT FROM (o.status, o.tab);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_lifecycle_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_lifecycles_apply();
--> statement-breakpoint
CREATE TRIGGER contacts_lifecycle_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_lifecycles_apply();
--> statement-breakpoint
-- Contacts that existed before: their history starts where they are, when they were added.
INSERT INTO contact_lifecycles (location_id, contact_id, from_tab, from_status, to_tab, to_status, created_at)
SELECT location_id, id, NULL, NULL, tab, status, created_at FROM contacts;
