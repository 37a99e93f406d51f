/**
 * A batch's `query`: the order list's query string, read as `GET .../orders/` reads its own (the last value of a
 * repeated parameter wins, the same schema checked by the app's own query-string validator, the same filters), so
 * "today's unshipped orders to the US" selects the same orders in both. A bad parameter is the edge's usual 400,
 * naming it inside `query` (`query.order_number`).
 */
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { App } from '../../app-types.ts';
import { OrderFilterQuery } from '../../orders/reading/export/params.ts';
import type { ExportQuery } from '../../orders/reading/export/index.ts';

type Check = ((data: unknown) => boolean) & { errors?: { instancePath: string }[] | null };

/** The parser of `query` strings, checked by the app's validator compiler (src/http/validation.ts, as every route's). */
export function orderQueryParser(app: App): (text: string) => ExportQuery {
  const compile = app.validatorCompiler as FastifySchemaCompiler<unknown>;
  const check = compile({ schema: OrderFilterQuery as unknown as FastifySchema, httpPart: 'querystring', method: 'GET', url: '/orgs/:org_pk/orders/' }) as Check;
  return (text) => {
    // fromEntries: a repeated parameter's last value wins, as the list's QueryDict-like parser does.
    const query = Object.fromEntries(new URLSearchParams(text.replace(/^\?/, '')));
    if (!check(query)) {
      // Fastify's own shape of a failed validation, which the error handler renders with the fields named.
      const err = Object.assign(new Error('query'), {
        validation: (check.errors ?? []).map((e) => ({ ...e, instancePath: `/query${e.instancePath}` })), validationContext: 'query',
      });
      throw err;
    }
    return query as unknown as ExportQuery;
  };
}
