-- Ids come from a sequence default, draw_id('<table>_id_seq'), instead of an identity column with a trigger that
-- skips the reserved ids (0008, 0010). Citus distributes neither: it refuses a table with triggers ("cannot
-- distribute relation ... because it has triggers"), and an identity column on a table it reaches through a
-- foreign key ("cannot complete operation on a table with identity column"). A sequence default is what Citus
-- distributes (docs/deploy.md, "Citus"). draw_id, like draw_ids (0190), never gives a reserved id: 64 and 4288
-- ("." and ".." in base 66) and 15971922 ("tags", which `/orders/tags/` owns). Every sequence keeps its name
-- (`<table>_id_seq`, owned by the column: pg_get_serial_sequence finds it) and its position. An id given
-- explicitly is stored as given: the ids Boxline gives itself come from draw_id or draw_ids.
-- scripts/citus-rules.ts refuses identity columns and triggers on tables Citus distributes from now on.
CREATE FUNCTION draw_id(seq regclass) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  id bigint := nextval(seq);
BEGIN
  WHILE id = 64 OR id = 4288 OR id = 15971922 LOOP
    id := nextval(seq);
  END LOOP;
  RETURN id;
END $$;

DO $$
DECLARE
  t text;
  last bigint;
  called boolean;
BEGIN
  FOR t IN SELECT table_name FROM information_schema.columns
           WHERE table_schema = 'public' AND column_name = 'id' AND is_identity = 'YES'
           ORDER BY table_name
  LOOP
    EXECUTE format('SELECT last_value, is_called FROM %s', pg_get_serial_sequence(quote_ident(t), 'id')) INTO last, called;
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_skip_dot_keys', t);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN id DROP IDENTITY', t);
    EXECUTE format('CREATE SEQUENCE %I AS bigint OWNED BY %I.id', t || '_id_seq', t);
    PERFORM setval(quote_ident(t || '_id_seq')::regclass, last, called);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN id SET DEFAULT draw_id(%L::regclass)', t, quote_ident(t || '_id_seq'));
  END LOOP;
END $$;

DROP TRIGGER orders_skip_reserved_id ON orders;
DROP FUNCTION orders_skip_reserved_id();
DROP FUNCTION skip_dot_keys();
