// /docs as a person uses it, in headless Chromium (Debian's `chromium`, driven by playwright-core): the page
// carries Boxline's name and mark, Authorize offers one scheme (the header); paste the token into it, and "Try it
// out" on the order list (200 with the seeded orders, org_pk filled in with the token's organization) and on
// order create (201 with the example body as /docs fills it in); the top bar's switch shows the legacy v1 document,
// whose "Try it out" lists the same orders. Every operation of each document is on the page: Swagger UI renders only
// the operations in view once a document has 150 tags and operations together (with v1 in the v2 document it had,
// which looked like "no operation rendered"), hence two documents. In each of those states axe-core, run in the page,
// finds no serious or critical violation (contrast, a link inside a button, unnamed controls). Screenshots go to
// test-artifacts/.
//
// Chromium as test/support/browser.ts finds and drives it.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { seedOrganization } from '../../src/seed/seed.ts';
import { artifact, assertAccessible, BROWSER_SUITE, hasChromium, launchBrowser, MISSING_CHROMIUM, openPage } from '../support/browser.ts';

const SEEDED = 30;

describe('/docs in a browser', BROWSER_SUITE, () => {
  let world: TestWorld;
  let org: TestOrg;
  let browser: Browser;
  let page: Page;
  let base: string;

  before(async () => {
    if (!hasChromium()) return; // the first test fails, naming what is missing
    world = await createWorld();
    // Another organization first, so that the token's is not the demo organization "1", the documented example:
    // org_pk filled in with it shows that the page looked the token's organization up.
    await world.createOrg('Another Org');
    org = await world.createOrg('Docs Org');
    await seedOrganization(world.db, org.id, { orders: SEEDED });
    base = await world.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchBrowser();
    page = await openPage(browser, { width: 1280, height: 1000 });
  });
  after(async () => {
    await browser?.close();
    await world?.close();
  });

  it('has a chromium to drive', () => {
    assert.ok(hasChromium(), MISSING_CHROMIUM);
  });

  /** Expands an operation and presses "Try it out"; returns its block, with org_pk as the page filled it in. */
  async function tryItOut(method: 'get' | 'post', path: string) {
    const block = page.locator(`.opblock-${method}`).filter({ has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });
    await block.locator('.opblock-summary').first().click();
    await block.locator('button.try-out__btn').click();
    const orgPk = await block.locator('tr[data-param-name="org_pk"] input').inputValue();
    return { block, orgPk };
  }

  async function execute(block: ReturnType<Page['locator']>) {
    await block.locator('button.execute').click();
    const status = block.locator('.live-responses-table tr.response .response-col_status').first();
    await status.waitFor();
    const body = await block.locator('.live-responses-table .response-col_description pre').first().innerText();
    return { status: (await status.innerText()).trim(), body };
  }

  it('authorizes with a pasted token and lists the seeded orders with "Try it out"', async () => {
    assert.ok(page, MISSING_CHROMIUM);
    await page.goto(`${base}/docs/`);
    await page.locator('.opblock-summary-path[data-path="/api/v2/orgs/{org_pk}/orders/"]').first().waitFor();
    assert.match(await page.locator('.info .description, .info .renderedMarkdown').first().innerText(), /orders with boxes and items/);
    // Boxline's name and mark, not Swagger's or Fastify's.
    assert.equal(await page.title(), 'Boxline API reference');
    const logo = await page.locator('.topbar img').first().getAttribute('src') ?? '';
    assert.match(Buffer.from(logo.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8'), />Boxline API</);
    await page.screenshot({ path: artifact('docs-top.png'), fullPage: false });
    assert.equal(await page.locator('.topbar img').first().getAttribute('alt'), 'Boxline API', 'the wordmark says what it shows');
    // Its favicon is Boxline's mark, served beside the page.
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href') ?? '';
    const favicon = await page.request.get(new URL(icon, page.url()).href);
    assert.equal(favicon.status(), 200);
    assert.equal(favicon.headers()['content-type'], 'image/svg+xml');
    assert.match(await favicon.text(), /^<svg [^>]*viewBox="0 0 32 32"/);
    await assertAccessible(page, 'the v2 document as it opens');
    // Every operation carries its operationId in the page's links (deep linking), e.g. #/Orders/listOrders.
    assert.ok(await page.locator('[id$="-listOrders"], [id*="listOrders"]').count() > 0, 'operations are named');

    await page.locator('.auth-wrapper button.authorize').click();
    assert.equal(await page.locator('.modal-ux .auth-container').count(), 1, 'one way to authorize');
    await page.screenshot({ path: artifact('docs-authorize.png'), fullPage: false });
    await assertAccessible(page, 'the Authorize dialog');
    const scheme = page.locator('.modal-ux .auth-container').filter({ hasText: 'Bearer' }).first();
    await scheme.locator('input').first().fill(org.token);
    await scheme.locator('button.authorize').click();
    await page.locator('.modal-ux button.btn-done').first().click();
    assert.match(await page.locator('.auth-wrapper button.authorize').getAttribute('class') ?? '', /locked/);
    // The page has looked up the token's organization, and fills it in from now on.
    await page.waitForFunction(() => (window as unknown as { boxlineOrgKey?: string }).boxlineOrgKey !== undefined);

    const { block: list, orgPk } = await tryItOut('get', '/api/v2/orgs/{org_pk}/orders/');
    assert.notEqual(org.pk, '1');
    assert.equal(orgPk, org.pk, 'org_pk is the organization of the token');
    await list.locator('tr[data-param-name="limit"] input').fill('5');
    const { status, body } = await execute(list);
    await list.locator('.live-responses-table').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact('docs-orders-list.png'), fullPage: false });
    assert.equal(status, '200');
    await assertAccessible(page, 'an operation tried out, with its answer');
    const json = JSON.parse(body);
    assert.equal(json.count, SEEDED);
    assert.equal(json.results.length, 5);
    assert.match(json.results[0].primary_id, /^#\d+$/);
    assert.ok(json.results[0].boxes.length > 0, 'seeded orders have boxes');
  });

  /** The operations of the document /docs shows now are all on the page (none left out of the DOM). */
  async function assertEveryOperationShown(documentUrl: string) {
    const doc = (await world.request('GET', documentUrl)).json();
    const operations = Object.values<Record<string, unknown>>(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    await page.waitForFunction((n) => document.querySelectorAll('.opblock').length === n, operations)
      .catch(() => undefined);
    assert.equal(await page.locator('.opblock').count(), operations, `every operation of ${documentUrl} is on the page`);
    assert.equal(await page.locator('.operations-virtual').count(), 0, 'the operation list is not virtualized');
  }

  it('shows every operation of the v2 document', async () => {
    assert.ok(page, MISSING_CHROMIUM);
    await assertEveryOperationShown('/api/v2/openapi.json');
  });

  it('creates an order with "Try it out" and the example body as /docs fills it in', async () => {
    assert.ok(page, MISSING_CHROMIUM);
    const { block: create, orgPk } = await tryItOut('post', '/api/v2/orgs/{org_pk}/orders/');
    assert.equal(orgPk, org.pk);
    const { status, body } = await execute(create);
    await create.locator('.live-responses-table').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact('docs-orders-create.png'), fullPage: false });
    assert.equal(status, '201', body);
    await assertAccessible(page, 'a create tried out, with its request body');
    assert.equal(JSON.parse(body).primary_id, 'PO-1001');
    const after = await world.request('GET', `/api/v2/orgs/${org.pk}/orders/?primary_id=PO-1001`, { token: org.token });
    assert.equal(after.json().count, 1);
  });

  it('switches to the v1 document in the top bar, names its operations, and lists the orders with "Try it out"', async () => {
    assert.ok(page, MISSING_CHROMIUM);
    await page.locator('.topbar select').selectOption({ label: 'v1 (legacy)' });
    await page.locator('.opblock-summary-path[data-path="/api/v1/orders/"]').first().waitFor();
    assert.match(await page.locator('.info .title').first().innerText(), /legacy v1/i);
    await assertEveryOperationShown('/api/v1/openapi.json');
    assert.ok(await page.locator('[id*="listV1Orders"]').count() > 0, 'v1 operations are named');
    await page.screenshot({ path: artifact('docs-v1.png'), fullPage: false });
    await assertAccessible(page, 'the v1 document');

    const block = page.locator('.opblock-get').filter({ has: page.locator('.opblock-summary-path[data-path="/api/v1/orders/"]') });
    await block.locator('.opblock-summary').first().click();
    await block.locator('button.try-out__btn').click();
    // Swagger UI keeps showing the lock after the switch but sends no token: authorize again, as a person does.
    await page.locator('.auth-wrapper button.authorize').click();
    const scheme = page.locator('.modal-ux .auth-container').filter({ hasText: 'Bearer' }).first();
    const logout = scheme.locator('button', { hasText: 'Logout' });
    if (await logout.count()) await logout.first().click();
    await scheme.locator('input').first().fill(org.token);
    await scheme.locator('button.authorize').click();
    await page.locator('.modal-ux button.btn-done').first().click();
    await block.locator('tr[data-param-name="limit"] input').fill('3');
    const { status, body } = await execute(block);
    await block.locator('.live-responses-table').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact('docs-v1-orders-list.png'), fullPage: false });
    assert.equal(status, '200', body);
    const json = JSON.parse(body);
    assert.equal(json.meta.total_count, SEEDED + 1, 'the seeded orders and the one made above');
    assert.equal(json.objects.length, 3);
    assert.match(json.objects[0].resource_uri, /^\/api\/v1\/orders\/\d+\/$/);
  });
});
