-- Two order-list speed-ups measured at a million orders (bench/orders-list).

-- 1. The tsquery of `q`. Each word of q becomes the phrase of the lexemes the simple parser makes of it, and
-- only a lexeme that ends the word matches as a prefix: "sku-125" is 'sku' <-> '-125':*, not 'sku':* <-> ...
-- A prefix lexeme makes GIN gather every entry starting with it, and 'sku':* is every order of a shop whose
-- part numbers all start with SKU-: 35 ms instead of 3 ms. A lexeme followed by more of the word was typed
-- whole, so matching it exactly loses nothing. IMMUTABLE (the simple configuration is fixed), so that the
-- planner folds it and estimates the match count from the index statistics.
CREATE FUNCTION order_search_query(words text[]) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT string_agg(phrase, ' & ' ORDER BY w.ord)::tsquery
  FROM unnest(words) WITH ORDINALITY AS w(word, ord)
  CROSS JOIN LATERAL (
    SELECT '(' || string_agg(
             '''' || replace(d.lexemes[1], '''', '''''') || ''''
               || CASE WHEN right(w.word, length(d.token)) = d.token THEN ':*' ELSE '' END,
             ' <-> ' ORDER BY d.n) || ')' AS phrase
    FROM ts_debug('simple', w.word) WITH ORDINALITY AS d(alias, description, token, dictionaries, dictionary, lexemes, n)
    WHERE cardinality(d.lexemes) > 0
  ) p
  WHERE p.phrase IS NOT NULL
$$;

-- 2. Datetime filters with the default order (-created_at): an integration syncing with updated_at__gte pages
-- through the matches by offset, and each page sorted every match after fetching its row for created_at
-- (17 ms for 10,000 matches). With created_at in the filter's index, the sort reads the index alone.
DROP INDEX orders_updated_idx;
CREATE INDEX orders_updated_idx ON orders (org_id, updated_at, id) INCLUDE (created_at);
DROP INDEX orders_nested_updated_idx;
CREATE INDEX orders_nested_updated_idx ON orders (org_id, nested_updated_at, id) INCLUDE (created_at);
DROP INDEX orders_ordered_at_idx;
CREATE INDEX orders_ordered_at_idx ON orders (org_id, ordered_at, id) INCLUDE (created_at);
DROP INDEX orders_printed_at_idx;
CREATE INDEX orders_printed_at_idx ON orders (org_id, printed_at, id) INCLUDE (created_at);
DROP INDEX orders_shipped_at_idx;
CREATE INDEX orders_shipped_at_idx ON orders (org_id, shipped_at, id) INCLUDE (created_at);
DROP INDEX orders_to_ship_at_idx;
CREATE INDEX orders_to_ship_at_idx ON orders (org_id, to_ship_at, id) INCLUDE (created_at);
