/** The console's error pages: an HTML page with the status and what to do, never problem+json. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors.ts';
import { h, sendConsolePage } from './layout/page.ts';
import { chromeOf, contextOrNull } from './session/context.ts';
import { OrderRefusal } from '../orders/writing/refusals.ts';
import { ShippingRefusal } from '../shipping/refusals.ts';
import { consoleOrderWords } from './orders/order-refusals.ts';
import { consoleShippingWords } from './orders/label-refusals.ts';
import { domainRefusalError } from '../http/domain-refusals.ts';

/** The console's words for what the domain refuses as data; other errors as they are. */
function worded(err: FastifyError | ApiError): FastifyError | ApiError {
  if (err instanceof OrderRefusal) return consoleOrderWords(err.refusal);
  if (err instanceof ShippingRefusal) return consoleShippingWords(err.refusal);
  return domainRefusalError(err) ?? err;
}

const TITLES: Record<number, string> = { 400: 'Check what you entered', 403: 'Not allowed', 404: 'Not found', 409: 'Changed meanwhile', 413: 'Too large' };

export function consoleErrorPage(thrown: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const err = worded(thrown);
  const status = err instanceof ApiError ? err.status
    : typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status >= 500) request.log.error({ err }, 'console page failed');
  const title = TITLES[status] ?? (status >= 500 ? 'Something went wrong' : 'This cannot be done');
  const message = status >= 500 ? `Something went wrong on our side (request ${request.id}). Please try again.`
    : status === 404 ? 'There is no such page, or it belongs to an organization you are not a member of.'
      : err.message;
  const context = contextOrNull(request);
  return sendConsolePage(reply, status, title, `<h1>${h(title)}</h1>
<p class="error" role="alert">${h(message)}</p>
<p><a href="${context ? `/console/orgs/${h(context.org.pk)}/orders/` : '/console/'}">Back to the console</a></p>`, context ? chromeOf(context) : { narrow: true });
}
