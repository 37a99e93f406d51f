-- Organizations a token bound to one organization also reaches: those it created with v1 POST (or PUT) company/,
-- so that the Location it answers works with the same token. A deleted organization is reached by no token.
CREATE TABLE token_org_grants (
  token_id  bigint NOT NULL REFERENCES access_tokens (id) ON DELETE CASCADE,
  org_id    bigint NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  PRIMARY KEY (token_id, org_id)
);
CREATE INDEX token_org_grants_org_idx ON token_org_grants (org_id);
