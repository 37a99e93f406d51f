/**
 * Every XML answer of every app built in this process is parsed with fast-xml-parser's validator before it
 * leaves (an `onSend` hook on each new Fastify instance, as test/support/routes.ts installs its own): a malformed
 * one becomes a 500 whose body says what is wrong, so whichever test received it fails. Importing this module is
 * enough; `test/support/app.ts` does. `xmlAnswersChecked` counts the answers checked (a test shows it grows).
 */
import { subscribe } from 'node:diagnostics_channel';
import { XMLValidator } from 'fast-xml-parser';

let checked = 0;
export const xmlAnswersChecked = () => checked;

// What XML 1.0 cannot hold at all, even escaped (its Char production); fast-xml-parser's validator lets these through.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]|&#x0*(?:[0-8bcef]|1[0-9a-f]);|&#0*(?:[0-8]|1[124-9]|2[0-9]|3[01]);/iu;

/** Why `text` is not well-formed XML, or null when it is. */
export function xmlProblem(text: string): string | null {
  const bad = NOT_XML_CHAR.exec(text);
  if (bad) return `InvalidChar at offset ${bad.index}: ${JSON.stringify(bad[0])} is not an XML 1.0 character`;
  const result = XMLValidator.validate(text);
  return result === true ? null : `${result.err.code} at line ${result.err.line}, column ${result.err.col}: ${result.err.msg}`;
}

type Hooked = { addHook(name: 'onSend', hook: (request: unknown, reply: Reply, payload: unknown) => Promise<unknown>): unknown };
type Reply = { getHeader(name: string): unknown; code(status: number): Reply; type(type: string): Reply };

subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: Hooked };
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (!/\bxml\b/i.test(String(reply.getHeader('content-type') ?? '')) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    checked++;
    const problem = xmlProblem(payload.toString());
    if (problem === null) return payload;
    reply.code(500).type('text/plain; charset=utf-8');
    return `test/support/xml-answers.ts: the answer is not well-formed XML (${problem}):\n${payload.toString()}`;
  });
});
