-- A member ID card link names the contact's member_access_code. Whatever path changes a
-- contact's member ID (the profile, the contact form, an import, a merge), the old link must stop
-- working: the code is cleared in the same statement, and a new one is made when a link is next sent.
CREATE FUNCTION contacts_member_code_rotate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.member_access_code := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_member_code_rotate BEFORE UPDATE OF member_id ON contacts
  FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id) EXECUTE FUNCTION contacts_member_code_rotate();
