-- Ids 64 and 4288 encode as "." and ".." in base 66: as a path segment, clients and routers read them as
-- "this folder" and "the parent folder", so an object with such an id could never be reached. No table
-- gives them out. A table added later attaches the same trigger (see CONTRIBUTING.md).
CREATE FUNCTION skip_dot_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WHILE NEW.id IN (64, 4288) LOOP
    NEW.id := nextval(pg_get_serial_sequence(TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME, 'id'));
  END LOOP;
  RETURN NEW;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT table_name FROM information_schema.columns
           WHERE table_schema = 'public' AND column_name = 'id' AND is_identity = 'YES'
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT ON %I FOR EACH ROW WHEN (NEW.id IN (64, 4288)) EXECUTE FUNCTION skip_dot_keys()',
                   t || '_skip_dot_keys', t);
  END LOOP;
END $$;
