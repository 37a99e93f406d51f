/**
 * What makes /docs Boxline's page rather than a stock Swagger UI: its name and mark in the top bar and the tab,
 * and one behaviour: once a token is authorized, every `org_pk` in "Try it out" holds the organization of that
 * token (its key from GET orgs/), so the first request a person tries works as it stands.
 */
import { v2Path } from '../core/urls.ts';

const MARK = '<rect x="2" y="8" width="28" height="20" rx="2" fill="#c77d2e"/><path d="M2 14h28M16 8v6" stroke="#7a4a15" stroke-width="2"/>';

/** The top bar's wordmark (white text, for Swagger UI's dark bar). */
export const DOCS_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="36" viewBox="0 0 180 36">${MARK}` +
  '<text x="40" y="26" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#ffffff">Boxline API</text></svg>';

export const DOCS_FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK}</svg>`;

/**
 * Swagger UI's stock colours with too little contrast for its text (WCAG AA, 4.5:1; axe-core checks the page in
 * test/docs/docs-browser.test.ts), darkened in the same hues: the method badges, the version stamps, the document
 * link, the Authorize, Execute, Cancel and Download buttons, the parameters' "(path)", code in descriptions.
 */
export const DOCS_CSS = `
.swagger-ui .opblock.opblock-get .opblock-summary-method, .swagger-ui .opblock.opblock-get .tab-header .tab-item.active h4 span:after { background: #1f69c0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method, .swagger-ui .opblock.opblock-post .tab-header .tab-item.active h4 span:after { background: #18794e; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method, .swagger-ui .opblock.opblock-patch .tab-header .tab-item.active h4 span:after { background: #0e7a68; }
.swagger-ui .opblock.opblock-put .opblock-summary-method, .swagger-ui .opblock.opblock-put .tab-header .tab-item.active h4 span:after { background: #a4570a; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method, .swagger-ui .opblock.opblock-delete .tab-header .tab-item.active h4 span:after { background: #c62828; }
.swagger-ui .opblock.opblock-head .opblock-summary-method, .swagger-ui .opblock.opblock-options .opblock-summary-method { background: #5a6170; }
.swagger-ui .info .title small { background: #5a6170; }
.swagger-ui .info .title small.version-stamp { background: #4b7a00; }
.swagger-ui .info .base-url, .swagger-ui .info a, .swagger-ui .info .url, .swagger-ui .info .link { color: #1f69c0; }
.swagger-ui .btn.authorize { color: #18794e; border-color: #18794e; }
.swagger-ui .btn.authorize svg { fill: #18794e; }
.swagger-ui .btn.execute { background-color: #1f69c0; border-color: #1f69c0; }
.swagger-ui .btn.cancel { color: #c62828; border-color: #c62828; }
.swagger-ui .parameter__in, .swagger-ui .parameter__extension, .swagger-ui .prop-format, .swagger-ui .parameter__deprecated { color: #4d4d4d; }
.swagger-ui .markdown code, .swagger-ui .renderedMarkdown code { color: #6a0dad; }
.swagger-ui .response-col_links { color: #4d4d4d; }
.swagger-ui .model-hint { background: #333333; color: #ffffff; }
.swagger-ui .download-contents { background: #5a6170; }
`;

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
    return fetch('${v2Path('orgs/')}', { headers: { authorization: 'Bearer ' + token, accept: 'application/json' } })
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
  // What Swagger UI renders that an assistive technology cannot use as it stands.
  function BoxlineAccessiblePlugin(system) {
    var h = system.React.createElement;
    return {
      wrapComponents: {
        // The path in an operation's summary: plain text, not a deep link inside the summary's button (a link in a
        // button is two controls in one for a keyboard or a screen reader); the page's URL still follows the
        // operation opened.
        OperationSummaryPath: function () {
          return function (props) {
            var op = props.operationProps.toObject();
            var parts = [];
            op.path.split(/(?=\\/)/g).forEach(function (part, i) {
              if (i) parts.push(h('wbr', { key: 'w' + i }));
              parts.push(part);
            });
            return h('span', { className: op.deprecated ? 'opblock-summary-path__deprecated' : 'opblock-summary-path', 'data-path': op.path }, h('span', null, parts));
          };
        },
        // A button that shows its name says it as it shows it (Authorize, not "Apply credentials").
        Button: function (Original) {
          return function (props) {
            var label = props['aria-label'];
            if (typeof props.children !== 'string' || !label || label.indexOf(props.children) >= 0) return h(Original, props);
            var shown = Object.assign({}, props);
            delete shown['aria-label'];
            return h(Original, shown);
          };
        },
        // A text area (a request body, a parameter's value) is named for what it holds.
        TextArea: function (Original) {
          return function (props) {
            var name = /body-param/.test(props.className || '') ? 'Request body' : 'Value';
            return h(Original, Object.assign({ 'aria-label': name }, props));
          };
        },
      },
    };
  }
  // What the page's start-up code and Swagger UI add outside its components: the top bar's wordmark is an image
  // (its text is its name), the dialog's close button is an icon, and a code block that scrolls is reached by
  // keyboard to scroll it.
  new MutationObserver(function () {
    var logo = document.querySelector('.topbar a.link img:not([alt])');
    if (logo) logo.alt = 'Boxline API';
    document.querySelectorAll('button.close-modal:not([aria-label])').forEach(function (button) {
      button.setAttribute('aria-label', 'Close');
    });
    document.querySelectorAll('.microlight:not([tabindex])').forEach(function (code) {
      code.tabIndex = 0;
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
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
    config.plugins = (config.plugins || []).concat([BoxlineOrgPlugin, BoxlineAccessiblePlugin]);
    return original(config);
  }, original);
})();
`;
