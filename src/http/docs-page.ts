/**
 * What makes /docs Boxline's page rather than a stock Swagger UI: its name and mark in the top bar and the tab,
 * and one behaviour: once a token is authorized, every `org_pk` in "Try it out" holds the organization of that
 * token (its key from GET /api/v2/orgs/), so the first request a person tries works as it stands.
 */

const MARK = '<rect x="2" y="8" width="28" height="20" rx="2" fill="#c77d2e"/><path d="M2 14h28M16 8v6" stroke="#7a4a15" stroke-width="2"/>';

/** The top bar's wordmark (white text, for Swagger UI's dark bar). */
export const DOCS_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="36" viewBox="0 0 180 36">${MARK}` +
  '<text x="40" y="26" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#ffffff">Boxline API</text></svg>';

export const DOCS_FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK}</svg>`;

/**
 * Loaded after Swagger UI's bundle and before its start-up code runs: wraps SwaggerUIBundle so that the page
 * starts with a plugin that, after Authorize, looks up the token's organization and makes its key the example
 * (the pre-filled value) of every `org_pk` path parameter.
 */
export const DOCS_SCRIPT = `(function () {
  'use strict';
  var original = window.SwaggerUIBundle;
  if (!original) return;
  function orgKeyOf(token) {
    return fetch('/api/v2/orgs/', { headers: { authorization: 'Bearer ' + token, accept: 'application/json' } })
      .then(function (res) { return res.ok ? res.json() : null; })
      .then(function (body) {
        var url = body && body.results && body.results[0] && body.results[0].url;
        return url ? url.split('/').filter(Boolean).pop() : null;
      })
      .catch(function () { return null; });
  }
  function withOrgExample(spec, key) {
    Object.keys(spec.paths || {}).forEach(function (path) {
      var item = spec.paths[path];
      Object.keys(item).forEach(function (method) {
        (item[method].parameters || []).forEach(function (p) {
          if (p.in === 'path' && p.name === 'org_pk') {
            p.example = key;
            if (p.schema) { p.schema.example = key; delete p.schema.examples; }
            delete p.examples;
          }
        });
      });
    });
    return spec;
  }
  function BoxlineOrgPlugin(system) {
    return {
      statePlugins: {
        auth: {
          wrapActions: {
            authorize: function (next) {
              return function (payload) {
                var result = next(payload);
                var token = payload && payload.bearer && payload.bearer.value;
                if (token) {
                  orgKeyOf(token).then(function (key) {
                    if (!key) return;
                    var spec = withOrgExample(system.specSelectors.specJson().toJS(), key);
                    system.specActions.updateJsonSpec(spec);
                    window.boxlineOrgKey = key;
                  });
                }
                return result;
              };
            },
          },
        },
      },
    };
  }
  window.SwaggerUIBundle = Object.assign(function (config) {
    config.plugins = (config.plugins || []).concat([BoxlineOrgPlugin]);
    return original(config);
  }, original);
})();
`;
