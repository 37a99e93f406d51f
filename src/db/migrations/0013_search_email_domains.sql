-- `q` by e-mail domain and by e-mail prefix (issue 11, item 3).
--
-- The simple parser keeps an e-mail address as one lexeme ('ada.lovelace12@example.com'), so `q=ada` already finds
-- it as a prefix, but `q=example.com` (the end of the lexeme) found nothing, and `q=ada@` was searched as the word
-- 'ada' (the parser drops the '@'), which is every Ada, not the address ada@...

-- 1. The domains of the order's two e-mails, lower-cased, as the lexemes of a tsvector ('example.com'), indexed
-- by expression: no order row is rewritten (adding them to the search document would rewrite every order and every
-- one of its index entries), and the index is kept current by every write of the e-mails. A word with a dot is
-- searched there as a whole domain, besides in the search document (src/v2/orders/query/search.ts). Whole, not as
-- a prefix: PostgreSQL estimates a whole lexeme from its statistics, a prefix with a fixed guess, and a domain
-- shared by every order but estimated at 2% made the planner collect every order of `smith example.com` (2.6 s at
-- a million orders) where reading the newest ones takes milliseconds. Inlined by the planner, here as in the index.
CREATE FUNCTION order_email_domains(ship_to_email text, bill_to_email text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(ARRAY[lower(nullif(split_part(ship_to_email, '@', 2), '')),
                                              lower(nullif(split_part(bill_to_email, '@', 2), ''))], NULL))
$$;

-- The query of one domain: the lexeme as it is.
CREATE FUNCTION order_domain_query(domain text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ('''' || replace(lower(domain), '''', '''''') || '''')::tsquery
$$;

SET LOCAL maintenance_work_mem = '128MB';
CREATE INDEX orders_email_domains_idx ON orders USING gin (org_id, order_email_domains(ship_to_email, bill_to_email));
-- The planner estimates how many orders a domain matches from the statistics of the index's expression, which
-- only ANALYZE gathers (a sample: seconds at a million orders).
ANALYZE orders;

-- 2. A word with an '@' is the start of an e-mail: one prefix lexeme ('ada@':*), matching the addresses that
-- start with it, whatever the parser would make of the word ('ada@exa' is no e-mail to it). Otherwise as in 0011.
CREATE OR REPLACE FUNCTION order_search_query(words text[]) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT string_agg(phrase, ' & ' ORDER BY w.ord)::tsquery
  FROM unnest(words) WITH ORDINALITY AS w(word, ord)
  CROSS JOIN LATERAL (
    SELECT CASE WHEN strpos(w.word, '@') > 0 THEN '''' || replace(lower(w.word), '''', '''''') || ''':*' ELSE (
      SELECT '(' || string_agg(
               '''' || replace(d.lexemes[1], '''', '''''') || ''''
                 || CASE WHEN right(w.word, length(d.token)) = d.token THEN ':*' ELSE '' END,
               ' <-> ' ORDER BY d.n) || ')'
      FROM ts_debug('simple', w.word) WITH ORDINALITY AS d(alias, description, token, dictionaries, dictionary, lexemes, n)
      WHERE cardinality(d.lexemes) > 0
    ) END AS phrase
  ) p
  WHERE p.phrase IS NOT NULL
$$;
