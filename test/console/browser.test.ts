// The console as a person uses it, in headless Chromium (Debian's `chromium`, driven by playwright-core), at
// desktop and phone sizes: sign in by keyboard, find an order by search, add a note, see its event delivered to a
// real receiver on loopback, redeliver it, make and revoke an API token and see the API refuse it. Each page is
// checked with axe-core run in the page (no serious or critical violation). Screenshots go to test-artifacts/.
//
// Chromium as test/support/browser.ts finds and drives it.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { artifact, assertAccessible, BROWSER_SUITE, hasChromium, launchBrowser, MISSING_CHROMIUM, openPage } from '../support/browser.ts';
import { createDispatcher, type Dispatcher } from '../../src/events/dispatcher.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { memberWithPassword, PASSWORD } from '../oauth/support.ts';
import { makeOrder } from './fixtures.ts';
import { startReceiver, type Receiver } from './receiver.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('the console in a browser', BROWSER_SUITE, () => {
  let world: TestWorld;
  let org: TestOrg;
  let browser: Browser;
  let base: string;
  let receiver: Receiver;
  let dispatcher: Dispatcher;
  let member: { email: string };
  let order: Awaited<ReturnType<typeof makeOrder>>;

  before(async () => {
    if (!hasChromium()) return; // the first test fails, naming what is missing
    world = await createWorld();
    await world.createOrg('Another Org');
    org = await world.createOrg('Acme Fulfilment');
    member = await memberWithPassword(world, org, 'owner');
    for (let i = 0; i < 3; i++) await makeOrder(world, org, { name: 'Someone' });
    order = await makeOrder(world, org, { name: 'Zebulon', tags: ['rush'] });
    receiver = await startReceiver();
    dispatcher = createDispatcher({ db: world.db, config: world.config });
    base = await world.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await receiver?.close();
    await world?.close();
  });

  /** A fresh browser context; bypassCSP only so that the test can inject axe-core (the pages allow no script). */
  const newPage = (viewport = DESKTOP) => openPage(browser, viewport, { bypassCSP: true });

  /** Signs in with the keyboard only: the e-mail field has the focus, Tab reaches the password, Enter submits. */
  async function signIn(page: Page, next: string, shot: string, heading = 'Orders') {
    await page.goto(`${base}${next}`);
    await page.getByRole('heading', { name: 'Sign in to Boxline' }).waitFor();
    await assertAccessible(page, 'sign-in page');
    await page.screenshot({ path: artifact(shot), fullPage: true });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'email', 'the e-mail field has the focus');
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  }

  it('has a chromium to drive', () => {
    assert.ok(hasChromium(), MISSING_CHROMIUM);
  });

  it('desktop: sign in, subscribe a receiver, find an order, add a note, see it delivered and redeliver it', async () => {
    assert.ok(browser, MISSING_CHROMIUM);
    const page = await newPage();
    await signIn(page, '/console/', 'console-sign-in.png');
    assert.equal(new URL(page.url()).pathname, `/console/orgs/${org.pk}/orders/`);
    // The skip link is the first stop of the keyboard.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');

    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('Deliver to (URL)').fill(receiver.url);
    await page.getByRole('button', { name: 'Add subscription' }).click();
    const secret = await page.getByLabel('Signing secret').inputValue();
    assert.match(secret, /^[0-9a-f]{40}$/);
    await page.screenshot({ path: artifact('console-webhook-secret.png'), fullPage: true });

    await page.getByRole('link', { name: 'Orders' }).click();
    await assertAccessible(page, 'order list');
    await page.getByLabel('Search').fill('zebulon');
    await page.getByRole('button', { name: 'Find orders' }).click();
    const rows = page.locator('table tbody tr');
    assert.equal(await rows.count(), 1);
    await page.screenshot({ path: artifact('console-orders-search.png'), fullPage: true });
    await page.getByRole('link', { name: order.primaryId }).click();
    await page.getByRole('heading', { name: `Order ${order.primaryId}` }).waitFor();
    await assertAccessible(page, 'order page');
    await page.getByLabel('New note').fill('Leave it with the neighbour');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('The note was added.').waitFor();
    assert.ok(await page.getByText('Leave it with the neighbour').isVisible());
    await page.screenshot({ path: artifact('console-order.png'), fullPage: true });

    // The note's order event goes to the receiver.
    await dispatcher.drain();
    const delivered = receiver.received.find((r) => r.body.includes('Leave it with the neighbour'));
    assert.ok(delivered, 'the receiver got the order with its note');
    assert.equal(delivered!.headers.auth, secret);
    await page.reload();
    const events = await page.locator('#events + div table').innerText();
    assert.match(events, /orders put/);
    assert.match(events, /delivered \(200\)/);

    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.locator('table tbody a').first().click();
    await page.getByRole('heading', { name: 'Delivery log' }).waitFor();
    await assertAccessible(page, 'webhook page');
    const count = receiver.received.length;
    await page.getByRole('button', { name: 'Redeliver' }).first().click();
    await page.getByText('The delivery was queued again.').waitFor();
    await dispatcher.drain();
    assert.equal(receiver.received.length, count + 1, 'redelivered');
    await page.reload();
    assert.match(await page.locator('table').first().innerText(), /again of #/);
    await page.screenshot({ path: artifact('console-webhook-log.png'), fullPage: true });
  });

  it('desktop: makes an API token, the API takes it; revokes it, the API refuses it', async () => {
    assert.ok(browser, MISSING_CHROMIUM);
    const page = await newPage();
    await signIn(page, '/console/', 'console-sign-in-2.png');
    await page.getByRole('link', { name: 'Access' }).click();
    await page.getByRole('link', { name: 'API tokens' }).click();
    await assertAccessible(page, 'tokens page');
    await page.getByLabel('order: full').check();
    await page.getByLabel('Expires after').selectOption('7');
    await page.getByRole('button', { name: 'Make token' }).click();
    const token = await page.getByLabel('API token').inputValue();
    const api = async () => (await fetch(`${base}/api/v2/orgs/${org.pk}/orders/`, { headers: { authorization: `Bearer ${token}` } })).status;
    assert.equal(await api(), 200);
    await page.getByRole('link', { name: 'Back to API tokens' }).click();
    await page.locator('button', { hasText: /^Revoke token/ }).first().click();
    await page.getByText('The token was revoked').waitFor();
    await page.screenshot({ path: artifact('console-tokens.png'), fullPage: true });
    assert.equal(await api(), 401);
  });

  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`${size}: a refused URL keeps what was typed; a subscription is changed, paused and deleted by keyboard`, async () => {
      assert.ok(browser, MISSING_CHROMIUM);
      const page = await newPage(viewport);
      await signIn(page, `/console/orgs/${org.pk}/webhooks/`, `console-sign-in-webhooks-${size}.png`, 'Webhooks');
      const typed = 'ftp://example.com/typed-by-hand';
      await page.getByLabel('Events of').selectOption('contact');
      await page.getByLabel('Deliver to (URL)').fill(typed);
      await page.getByLabel('Deliver to (URL)').press('Enter');
      await page.getByRole('alert').waitFor();
      assert.equal(await page.getByLabel('Deliver to (URL)').inputValue(), typed, 'the URL as typed');
      assert.equal(await page.getByLabel('Events of').inputValue(), 'contact');
      await assertAccessible(page, `refused subscription (${size})`);
      await page.screenshot({ path: artifact(`console-webhook-refused-${size}.png`), fullPage: true });

      await page.getByLabel('Deliver to (URL)').fill(`${receiver.url}${size}/`);
      await page.getByLabel('Deliver to (URL)').press('Enter');
      await page.getByRole('link', { name: 'See its deliveries' }).click();
      await page.getByRole('heading', { name: 'Change the subscription' }).waitFor();
      await assertAccessible(page, `webhook page with its forms (${size})`);
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
      assert.ok(fits, `the webhook page fits the ${size}`);
      await page.getByLabel('Deliver to (URL)').fill(`${receiver.url}${size}-changed/`);
      await page.getByLabel('Deliver to (URL)').press('Enter');
      await page.getByText('The subscription was changed.').waitFor();
      assert.match(await page.locator('main').innerText(), new RegExp(`Delivers to ${receiver.url}${size}-changed/`));

      await page.getByRole('button', { name: 'Pause deliveries' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('The subscription was paused').waitFor();
      await page.getByRole('button', { name: 'Resume deliveries' }).waitFor();
      await page.screenshot({ path: artifact(`console-webhook-paused-${size}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Delete subscription' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('The subscription was deleted.').waitFor();
      assert.doesNotMatch(await page.locator('main').innerText(), new RegExp(`${size}-changed`));
      await page.context().close();
    });
  }

  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`${size}: the time zone is chosen by keyboard and the dates follow it`, async () => {
      assert.ok(browser, MISSING_CHROMIUM);
      const page = await newPage(viewport);
      await signIn(page, `/console/orgs/${org.pk}/access/settings/`, `console-sign-in-settings-${size}.png`, 'Access');
      const zone = size === 'phone' ? 'Asia/Tokyo' : 'America/Chicago';
      await page.getByLabel('Time zone').focus();
      await page.getByLabel('Time zone').selectOption(zone);
      await page.getByRole('button', { name: 'Save settings' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('The settings were saved.').waitFor();
      assert.match(await page.locator('main').innerText(), new RegExp(`in ${zone}\\.`));
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `the settings page fits the ${size}`);
      await assertAccessible(page, `settings (${size})`);
      await page.screenshot({ path: artifact(`console-settings-${size}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Orders', exact: true }).click();
      assert.equal(await page.locator('table time').first().getAttribute('title'), zone, 'the order list shows dates in the chosen zone');
      await page.context().close();
    });
  }

  it('phone: the pages fit the screen and pass the accessibility check', async () => {
    assert.ok(browser, MISSING_CHROMIUM);
    const page = await newPage(PHONE);
    await signIn(page, '/console/', 'console-sign-in-phone.png');
    const fits = async () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
    assert.ok(await fits(), 'the order list fits the phone');
    // The filters fold away behind one line; the search stays.
    assert.ok(await page.getByLabel('Search').isVisible());
    assert.equal(await page.getByLabel('Shipping status').isVisible(), false, 'the filters are folded');
    await page.getByText('Filters and order').click();
    assert.ok(await page.getByLabel('Shipping status').isVisible(), 'and open on demand');
    await page.screenshot({ path: artifact('console-orders-filters-phone.png'), fullPage: true });
    await page.getByText('Filters and order').click();
    await assertAccessible(page, 'order list on a phone');
    await page.screenshot({ path: artifact('console-orders-phone.png'), fullPage: true });
    await page.getByRole('link', { name: order.primaryId }).click();
    await page.getByRole('heading', { name: `Order ${order.primaryId}` }).waitFor();
    assert.ok(await fits(), 'the order page fits the phone');
    await assertAccessible(page, 'order page on a phone');
    await page.screenshot({ path: artifact('console-order-phone.png'), fullPage: true });
    // A delivery log's row actions stay on screen while the table scrolls sideways.
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await page.locator('table tbody a').first().click();
    const redeliver = page.getByRole('button', { name: 'Redeliver' }).first();
    const box = await redeliver.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `Redeliver is on screen (${JSON.stringify(box)})`);
    await assertAccessible(page, 'webhook page on a phone');
    await page.screenshot({ path: artifact('console-webhook-log-phone.png'), fullPage: true });
    for (const [link, shot] of [['Webhooks', 'console-webhooks-phone.png'], ['Access', 'console-access-phone.png'], ['Money', 'console-money-phone.png']]) {
      await page.getByRole('link', { name: link, exact: true }).click();
      assert.ok(await fits(), `${link} fits the phone`);
      await assertAccessible(page, `${link} on a phone`);
      await page.screenshot({ path: artifact(shot), fullPage: true });
    }
  });
});
