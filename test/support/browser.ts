/**
 * The one way browser tests drive Chromium (Debian's `chromium`, through playwright-core): where it is, how it is
 * launched, how long a step may wait, where screenshots go, and the axe-core check of a page as it is now.
 *
 * Chromium is /usr/bin/chromium (CHROMIUM_PATH overrides); .ci/run installs it. Without it a browser file's first
 * test fails with MISSING_CHROMIUM, unless SKIP_BROWSER_TESTS=1 says to skip the browser tests (CI never sets that).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The `describe` option of a browser file: skipped only when SKIP_BROWSER_TESTS=1. */
export const BROWSER_SUITE = { skip: process.env.SKIP_BROWSER_TESTS === '1' ? 'SKIP_BROWSER_TESTS=1' : false } as const;
export const ARTIFACTS = join(process.cwd(), 'test-artifacts');
export const MISSING_CHROMIUM = `no chromium at ${CHROMIUM}: install it with \`apt-get install -y chromium\` (.ci/run does), `
  + 'set CHROMIUM_PATH to another binary, or set SKIP_BROWSER_TESTS=1 to skip the browser tests';
export const hasChromium = () => existsSync(CHROMIUM);

/**
 * How long one step (a navigation, a click, a wait for an element) may take. CI runs both halves of the suite side
 * by side on 2 cores, with a load average above 15; /docs' first load then took over 15 s (the Swagger UI bundle and
 * two documents), and a 15 s limit failed a run that was only slow. A step that never happens still fails, named.
 */
const STEP_TIMEOUT_MS = 60_000;

/** Chromium, headless, with the screenshot folder made. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/**
 * A page in a fresh context. `bypassCSP` only so that a test can inject axe-core into pages that allow no script.
 */
export async function openPage(browser: Browser, viewport: { width: number; height: number }, options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: options.bypassCSP ?? false });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  return page;
}

/** The path of a screenshot in test-artifacts/. */
export const artifact = (name: string) => join(ARTIFACTS, name);

const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');
type AxeResult = { violations: { id: string; impact: string; help: string; nodes: { target: string[]; html: string; any: { message: string }[] }[] }[] };

/** axe-core run in the page as it is now: fails on any serious or critical violation, naming where. */
export async function assertAccessible(page: Page, what: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
      targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)} ${n.any[0]?.message ?? ''}`).slice(0, 3),
    }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad, [], `${what}: axe-core found serious or critical violations: ${JSON.stringify(bad)}`);
}
