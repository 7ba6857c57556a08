ALTER TABLE "message_threads" ADD COLUMN "last_id" integer;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "last_body" text;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "last_inbound" boolean;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "message_threads_list_idx" ON "message_threads" USING btree ("location_id","channel","last_id") WHERE last_id is not null;--> statement-breakpoint
-- The message centre's threads, kept in the statement that writes a message (lib/sms-center/threads.ts
-- reads them): the newest message of each (location, channel, contact) and its count of unread
-- inbound messages. An insert or a read flag moves the summary by one; a move between contacts,
-- an edit of a message's text or direction, or a delete counts the touched threads again.
CREATE FUNCTION message_thread_add(p_location integer, p_channel text, p_contact integer, p_id integer, p_body text, p_inbound boolean, p_unread boolean, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_threads AS t (location_id, channel, contact_id, last_id, last_body, last_inbound, last_at, unread)
  VALUES (p_location, p_channel, p_contact, p_id, p_body, p_inbound, p_at, p_unread::int)
  ON CONFLICT (location_id, channel, contact_id) DO UPDATE SET
    unread = t.unread + EXCLUDED.unread,
    last_id = CASE WHEN t.last_id IS NULL OR EXCLUDED.last_id > t.last_id THEN EXCLUDED.last_id ELSE t.last_id END,
    last_body = CASE WHEN t.last_id IS NULL OR EXCLUDED.last_id > t.last_id THEN EXCLUDED.last_body ELSE t.last_body END,
    last_inbound = CASE WHEN t.last_id IS NULL OR EXCLUDED.last_id > t.last_id THEN EXCLUDED.last_inbound ELSE t.last_inbound END,
    last_at = CASE WHEN t.last_id IS NULL OR EXCLUDED.last_id > t.last_id THEN EXCLUDED.last_at ELSE t.last_at END;
END $$;
--> statement-breakpoint
CREATE FUNCTION message_thread_recount(p_location integer, p_channel text, p_contact integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m record;
  found_one boolean;
  n integer;
BEGIN
  IF p_channel = 'sms' THEN
    SELECT id, body, direction = 'inbound' AS inbound, created_at INTO m FROM sms_messages
      WHERE contact_id = p_contact AND location_id = p_location ORDER BY id DESC LIMIT 1;
    found_one := FOUND;
    SELECT count(*) INTO n FROM sms_messages
      WHERE contact_id = p_contact AND location_id = p_location AND direction = 'inbound' AND NOT is_read;
  ELSE
    SELECT id, body, sender = 'contact' AS inbound, created_at INTO m FROM portal_messages
      WHERE location_id = p_location AND contact_id = p_contact ORDER BY id DESC LIMIT 1;
    found_one := FOUND;
    SELECT count(*) INTO n FROM portal_messages
      WHERE location_id = p_location AND contact_id = p_contact AND sender = 'contact' AND NOT is_read;
  END IF;
  IF NOT found_one THEN
    UPDATE message_threads SET last_id = NULL, last_body = NULL, last_inbound = NULL, last_at = NULL, unread = 0
      WHERE location_id = p_location AND channel = p_channel AND contact_id = p_contact;
  ELSE
    -- A contact being deleted (its messages' contact_id set null or cascaded) gets no thread back.
    INSERT INTO message_threads AS t (location_id, channel, contact_id, last_id, last_body, last_inbound, last_at, unread)
    SELECT p_location, p_channel, p_contact, m.id, m.body, m.inbound, m.created_at, n
      WHERE EXISTS (SELECT 1 FROM contacts WHERE id = p_contact)
    ON CONFLICT (location_id, channel, contact_id) DO UPDATE SET
      last_id = EXCLUDED.last_id, last_body = EXCLUDED.last_body, last_inbound = EXCLUDED.last_inbound,
      last_at = EXCLUDED.last_at, unread = EXCLUDED.unread;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION sms_messages_thread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.contact_id IS NOT NULL AND NEW.location_id IS NOT NULL THEN
      PERFORM message_thread_add(NEW.location_id, 'sms', NEW.contact_id, NEW.id, NEW.body, NEW.direction = 'inbound',
        NEW.direction = 'inbound' AND NOT NEW.is_read, NEW.created_at);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.contact_id IS NOT DISTINCT FROM OLD.contact_id AND NEW.location_id IS NOT DISTINCT FROM OLD.location_id
       AND NEW.direction = OLD.direction AND NEW.body = OLD.body THEN
      -- Only the read flag changed.
      IF NEW.contact_id IS NOT NULL AND NEW.location_id IS NOT NULL AND NEW.direction = 'inbound' THEN
        UPDATE message_threads SET unread = unread + CASE WHEN NEW.is_read THEN -1 ELSE 1 END
          WHERE location_id = NEW.location_id AND channel = 'sms' AND contact_id = NEW.contact_id;
      END IF;
      RETURN NULL;
    END IF;
    IF NEW.contact_id IS NOT NULL AND NEW.location_id IS NOT NULL THEN
      PERFORM message_thread_recount(NEW.location_id, 'sms', NEW.contact_id);
    END IF;
    IF NEW.contact_id IS NOT DISTINCT FROM OLD.contact_id AND NEW.location_id IS NOT DISTINCT FROM OLD.location_id THEN
      RETURN NULL;
    END IF;
  END IF;
  -- A delete, or the thread the message left.
  IF OLD.contact_id IS NOT NULL AND OLD.location_id IS NOT NULL THEN
    PERFORM message_thread_recount(OLD.location_id, 'sms', OLD.contact_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_messages_thread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM message_thread_add(NEW.location_id, 'portal', NEW.contact_id, NEW.id, NEW.body, NEW.sender = 'contact',
      NEW.sender = 'contact' AND NOT NEW.is_read, NEW.created_at);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.contact_id = OLD.contact_id AND NEW.location_id = OLD.location_id AND NEW.sender = OLD.sender AND NEW.body = OLD.body THEN
      -- Only the read flag changed.
      IF NEW.sender = 'contact' THEN
        UPDATE message_threads SET unread = unread + CASE WHEN NEW.is_read THEN -1 ELSE 1 END
          WHERE location_id = NEW.location_id AND channel = 'portal' AND contact_id = NEW.contact_id;
      END IF;
      RETURN NULL;
    END IF;
    PERFORM message_thread_recount(NEW.location_id, 'portal', NEW.contact_id);
    IF NEW.contact_id = OLD.contact_id AND NEW.location_id = OLD.location_id THEN
      RETURN NULL;
    END IF;
  END IF;
  -- A delete, or the thread the message left.
  PERFORM message_thread_recount(OLD.location_id, 'portal', OLD.contact_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sms_messages_thread_insert_delete AFTER INSERT OR DELETE ON sms_messages
  FOR EACH ROW EXECUTE FUNCTION sms_messages_thread();
--> statement-breakpoint
CREATE TRIGGER sms_messages_thread_update AFTER UPDATE OF contact_id, location_id, direction, body, is_read ON sms_messages
  FOR EACH ROW WHEN (OLD.contact_id IS DISTINCT FROM NEW.contact_id OR OLD.location_id IS DISTINCT FROM NEW.location_id
    OR OLD.direction IS DISTINCT FROM NEW.direction OR OLD.body IS DISTINCT FROM NEW.body OR OLD.is_read IS DISTINCT FROM NEW.is_read)
  EXECUTE FUNCTION sms_messages_thread();
--> statement-breakpoint
CREATE TRIGGER portal_messages_thread_insert_delete AFTER INSERT OR DELETE ON portal_messages
  FOR EACH ROW EXECUTE FUNCTION portal_messages_thread();
--> statement-breakpoint
CREATE TRIGGER portal_messages_thread_update AFTER UPDATE OF contact_id, location_id, sender, body, is_read ON portal_messages
  FOR EACH ROW WHEN (OLD.contact_id IS DISTINCT FROM NEW.contact_id OR OLD.location_id IS DISTINCT FROM NEW.location_id
    OR OLD.sender IS DISTINCT FROM NEW.sender OR OLD.body IS DISTINCT FROM NEW.body OR OLD.is_read IS DISTINCT FROM NEW.is_read)
  EXECUTE FUNCTION portal_messages_thread();
--> statement-breakpoint
-- The threads of the messages already recorded.
INSERT INTO message_threads AS t (location_id, channel, contact_id, last_id, last_body, last_inbound, last_at, unread)
SELECT DISTINCT ON (m.location_id, m.contact_id) m.location_id, 'sms', m.contact_id, m.id, m.body, m.direction = 'inbound', m.created_at,
  count(*) FILTER (WHERE m.direction = 'inbound' AND NOT m.is_read) OVER (PARTITION BY m.location_id, m.contact_id)
FROM sms_messages m JOIN contacts c ON c.id = m.contact_id
WHERE m.location_id IS NOT NULL
ORDER BY m.location_id, m.contact_id, m.id DESC
ON CONFLICT (location_id, channel, contact_id) DO UPDATE SET
  last_id = EXCLUDED.last_id, last_body = EXCLUDED.last_body, last_inbound = EXCLUDED.last_inbound, last_at = EXCLUDED.last_at, unread = EXCLUDED.unread;
--> statement-breakpoint
INSERT INTO message_threads AS t (location_id, channel, contact_id, last_id, last_body, last_inbound, last_at, unread)
SELECT DISTINCT ON (m.location_id, m.contact_id) m.location_id, 'portal', m.contact_id, m.id, m.body, m.sender = 'contact', m.created_at,
  count(*) FILTER (WHERE m.sender = 'contact' AND NOT m.is_read) OVER (PARTITION BY m.location_id, m.contact_id)
FROM portal_messages m
ORDER BY m.location_id, m.contact_id, m.id DESC
ON CONFLICT (location_id, channel, contact_id) DO UPDATE SET
  last_id = EXCLUDED.last_id, last_body = EXCLUDED.last_body, last_inbound = EXCLUDED.last_inbound, last_at = EXCLUDED.last_at, unread = EXCLUDED.unread;
