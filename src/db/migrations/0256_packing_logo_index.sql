-- The organization's logo on its pick lists and packing slips is its newest shipping document of kind `image` whose
-- purpose is `logo` (src/packing/queries.ts, docs/packing.md): this finds it without reading every label document.
CREATE INDEX shipping_documents_logo ON shipping_documents (org_id, created_at DESC, id DESC)
  WHERE kind = 'image' AND lower(btrim(purpose)) = 'logo';
