-- Order keys share `/orders/` with the static path `/orders/tags/` (the organization's tag list). The one id
-- whose base-66 key is "tags" (15971922) is never given to an order, so every order stays reachable.
CREATE FUNCTION orders_skip_reserved_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.id := nextval(pg_get_serial_sequence('orders', 'id'));
  RETURN NEW;
END $$;

CREATE TRIGGER orders_skip_reserved_id BEFORE INSERT ON orders
  FOR EACH ROW WHEN (NEW.id = 15971922) EXECUTE FUNCTION orders_skip_reserved_id();
