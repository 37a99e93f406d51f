// The pack station as a packer uses it, in headless Chromium (playwright-core, Debian's chromium), with the keyboard
// only, as a USB scanner types: each code and Enter. At 1280x800 and at 390x844: a slip opens its order, a right
// item counts up, a wrong item is refused with a visible message and changes nothing, the closing scan buys the
// label and the page opens its PDF (whose Code 128 is the tracking number); then the Manifests page closes the day
// with that label. axe-core finds no serious or critical violation on any of its pages. Screenshots go to
// test-artifacts/console-pack-*.png and console-manifest-*.png.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { artifact, assertAccessible, BROWSER_SUITE, hasChromium, launchBrowser, MISSING_CHROMIUM, openPage } from '../support/browser.ts';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { decodeCode128, hasPdftoppm, rasterisePdf } from '../support/barcodes.ts';
import { memberWithPassword, PASSWORD } from '../oauth/support.ts';
import { packable, sandboxAccount } from '../shipping/pack/support.ts';

const SIZES = [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const;

describe('the pack station in a browser', BROWSER_SUITE, () => {
  let world: TestWorld;
  let org: TestOrg;
  let browser: Browser;
  let base: string;
  let packer: { email: string };

  before(async () => {
    if (!hasChromium()) return;
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    org = await world.createOrg('Pack Bench');
    await sandboxAccount(world, org, { name: 'Bench sandbox', is_default: true, default_service: 'ground' });
    packer = await memberWithPassword(world, org, 'shipper');
    base = await world.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await world?.close();
  });

  const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
  /** What a USB scanner does: types the code and presses Enter, into whatever has the focus. */
  async function scan(page: Page, code: string) {
    assert.equal(await focused(page), 'code', `the scan field has the focus before "${code}"`);
    await page.keyboard.type(code);
    // Each scan is a form post: Enter sends it, and the page that answers is the next one.
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
  }
  const scanned = async () => world.db.rows(sql`SELECT item_id, scanned FROM pack_scans WHERE org_id = ${org.id} ORDER BY item_id`);

  it('has a chromium to drive', () => assert.ok(hasChromium(), MISSING_CHROMIUM));

  for (const [size, viewport] of SIZES) {
    it(`${size}: packs an order by typed scans, refuses a wrong item, and the closing scan prints its label`, async () => {
      assert.ok(browser, MISSING_CHROMIUM);
      const order = await packable(world, org);
      // bypassCSP only so that the test can inject axe-core (the pages allow no script).
      const page = await openPage(browser, viewport, { bypassCSP: true });
      await page.goto(`${base}/console/orgs/${org.pk}/pack/`);
      await page.getByRole('heading', { name: 'Sign in to Boxline' }).waitFor();
      await page.keyboard.type(packer.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Pack station' }).waitFor();
      await assertAccessible(page, `pack station (${size})`);
      await page.screenshot({ path: artifact(`console-pack-start-${size}.png`), fullPage: true });

      await scan(page, order.primaryId);
      await page.getByRole('heading', { name: `Pack order ${order.primaryId}` }).waitFor();
      await scan(page, 'WID-1');
      await page.getByRole('status').filter({ hasText: 'Counted WID-1: 1 of 2.' }).waitFor();
      assert.match(await page.locator('#current-box').innerText(), /1 of 3 scanned/);
      await assertAccessible(page, `a counted scan (${size})`);
      await page.screenshot({ path: artifact(`console-pack-counted-${size}.png`), fullPage: true });

      const before = await scanned();
      await scan(page, 'WRONG-ITEM');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.match(await alert.innerText(), /"WRONG-ITEM" is not an item of this order.*Nothing was counted/);
      assert.ok(await alert.isVisible(), 'the refusal is on screen');
      assert.deepEqual(await scanned(), before, 'the wrong item changed nothing');
      assert.match(await page.locator('#current-box').innerText(), /1 of 3 scanned/);
      await assertAccessible(page, `a refused scan (${size})`);
      await page.screenshot({ path: artifact(`console-pack-refused-${size}.png`), fullPage: true });

      await scan(page, '0123456789012');
      const labelLoaded = page.waitForResponse((r) => r.url().endsWith('/label.pdf'));
      await scan(page, 'WID-1');
      await page.getByRole('heading', { name: 'Box 1 is closed' }).waitFor();
      const framed = await labelLoaded;
      assert.equal(framed.headers()['content-type'], 'application/pdf', 'the page opens the label PDF');
      const link = page.getByRole('link', { name: 'Print the label of box 1 (PDF)' });
      const pdf = await page.request.get(new URL((await link.getAttribute('href'))!, base).href);
      assert.equal(pdf.headers()['content-type'], 'application/pdf');
      const bytes = Buffer.from(await pdf.body());
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
      const label = await world.db.one<{ tracking_number: string; status: string }>(sql`
        SELECT tracking_number, status FROM label_purchases WHERE org_id = ${org.id} AND order_id = ${order.orderId}`);
      assert.equal(label?.status, 'purchased');
      if (hasPdftoppm) assert.equal(decodeCode128(rasterisePdf(bytes)), label!.tracking_number, 'the printed label scans as its tracking number');
      assert.match(await page.locator('#current-box').innerText(), /Box 2 of 2: 0 of 1 scanned/);
      assert.equal(await focused(page), 'code', 'the next scan goes straight in');
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
      assert.ok(fits, `the pack page fits the ${size}`);
      await assertAccessible(page, `a closed box (${size})`);
      await page.screenshot({ path: artifact(`console-pack-closed-${size}.png`), fullPage: true });

      // The keyboard reaches the print link from the scan field.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Print the label of box 1 (PDF)');

      // The end of the day: the Manifests page closes the account's day; the manifest lists the label just bought.
      await page.getByRole('link', { name: 'Manifests' }).click();
      await page.getByRole('heading', { name: 'Manifests', exact: true }).waitFor();
      await assertAccessible(page, `the manifests page (${size})`);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name: 'Close the day' }).click()]);
      await page.getByRole('heading', { name: /^Manifest .*Bench sandbox/ }).waitFor();
      assert.match(await page.locator('main').innerText(), new RegExp(`${label!.tracking_number}\\s+${order.primaryId}`));
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `the manifest page fits the ${size}`);
      await assertAccessible(page, `a manifest (${size})`);
      await page.screenshot({ path: artifact(`console-manifest-${size}.png`), fullPage: true });
      await page.context().close();
    });
  }
});
