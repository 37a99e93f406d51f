/**
 * `GET /console/orgs/:org_pk/money/`: the insurance balance and its ledger (newest first, paged), and the wallet's
 * sub-accounts with their balances. Read only: money moves through the API (refills charge a card).
 */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { pageOf, PagingQuery } from '../../core/paging.ts';
import { INSURANCE_LEDGER, readHead } from '../../money/ledger/index.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { pager, table, when } from '../layout/html.ts';
import { chromeOf, consoleContext } from '../session/context.ts';
import { listTransactionRows } from '../../money/insurance/queries.ts';
import { listSubaccountRows } from '../../money/wallet/queries.ts';
import { ledgerTable } from './ledger-table.ts';

export default function register(app: App) {
  app.get('/money/', { config: { consoleAbility: 'money' }, schema: { querystring: Type.Object(PagingQuery) } }, async (request, reply) => {
    const c = consoleContext(request);
    const page = pageOf(request.query as { limit?: number; offset?: number }, { pageSizeDefault: 50, pageSizeMax: 200 });
    const [head, ledger, wallets] = await Promise.all([
      readHead(app.db, INSURANCE_LEDGER, { orgId: c.org.id }, false),
      listTransactionRows(app.db, c.org.id, {}, page, 'newest first'),
      listSubaccountRows(app.db, c.org.id, { limit: 200, offset: 0 }, null),
    ]);
    const home = orgHome(c.org.pk);
    const balance = head ? `${head.balance} ${head.currency ?? ''}`.trim() : '0';
    const walletRows = wallets.rows.map((s) => [
      `<a href="${h(`${home}money/wallet/${encodeId(Number(s.id))}/`)}">${h(s.name ?? s.unique_id)}</a>`,
      h(s.email ?? '—'), h(`${s.balance_amount} ${s.balance_currency ?? ''}`.trim()),
      s.suspended_at ? `<span class="state-suspended">Suspended</span> ${when(s.suspended_at, c.org.timeZone)}` : '<span class="state-active">Active</span>',
    ]);
    const body = `<h1>Money</h1>
<h2>Insurance</h2>
<p>Balance: <strong>${h(balance)}</strong></p>
${ledgerTable('Insurance ledger', ledger.rows, (id) => `${home}orders/${encodeId(id)}/`, c.org.timeZone)}
${pager(`${home}money/`, {}, page.offset, page.limit, ledger.count)}
<h2>Wallet sub-accounts</h2>
${table('Wallet sub-accounts', ['Sub-account', 'E-mail', 'Balance', 'State'], walletRows, 'No sub-accounts.')}`;
    return sendConsolePage(reply, 200, 'Money', body, chromeOf(c, 'money'));
  });
}
