/** `GET /console/orgs/:org_pk/money/wallet/:subaccount_pk/`: a wallet sub-account's balance and transactions. */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { notFound } from '../../core/errors.ts';
import { pageOf, PagingQuery } from '../../core/paging.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { pager } from '../layout/html.ts';
import { chromeOf, consoleContext } from '../session/context.ts';
import { pairs } from '../orders/sections.ts';
import { getSubaccountRow } from '../../money/wallet/queries.ts';
import { listTransactionRows } from '../../money/wallet/transactions/queries.ts';
import { ledgerTable } from './ledger-table.ts';

export default function register(app: App) {
  app.get('/money/wallet/:subaccount_pk/', { config: { consoleAbility: 'money' }, schema: { querystring: Type.Object(PagingQuery) } }, async (request, reply) => {
    const c = consoleContext(request);
    const id = c.keys.subaccount_pk;
    const account = await getSubaccountRow(app.db, c.org.id, id);
    if (!account) throw notFound('wallet sub-account');
    const page = pageOf(request.query as { limit?: number; offset?: number }, { pageSizeDefault: 50, pageSizeMax: 200 });
    const { count, rows } = await listTransactionRows(app.db, c.org.id, id, null, page, 'newest first');
    const home = orgHome(c.org.pk);
    const body = `<p><a href="${h(home)}money/">← Money</a></p>
<h1>Wallet: ${h(account.name ?? account.unique_id)}</h1>
${pairs([['Balance', `${account.balance_amount} ${account.balance_currency ?? ''}`.trim()], ['E-mail', account.email], ['Unique id', account.unique_id],
    ['Suspended', account.suspended_at], ['Went negative', account.negative_wallet_balance_reached_at], ['Created', account.created_at]], c.org.timeZone)}
<h2>Transactions</h2>
${ledgerTable('Wallet transactions', rows, (orderId) => `${home}orders/${encodeId(orderId)}/`, c.org.timeZone, true)}
${pager(`${home}money/wallet/${encodeId(id)}/`, {}, page.offset, page.limit, count)}`;
    return sendConsolePage(reply, 200, 'Wallet', body, chromeOf(c, 'money'));
  });
}
