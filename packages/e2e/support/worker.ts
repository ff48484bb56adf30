import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { startInstance, type RunningInstance } from '../../local-instance/src/index.ts';
import { CHROMIUM, CHROMIUM_FULL } from './chromium-path.ts';
import { timed } from './timings.ts';

/**
 * What a worker of the browser suite owns for its whole life: a local instance (in memory, demo
 * data) and one Chromium. Files in one worker run one after another against them, as the whole
 * suite once did against a single instance; files in different workers share nothing, so they can
 * run side by side. Test files share this module (the suite runs without isolation), so each is
 * made once per worker; both end with the worker's process.
 */
export { CHROMIUM, CHROMIUM_FULL } from './chromium-path.ts';
/**
 * Features Playwright 1.65 turns off (`chromiumSwitches.ts` in playwright-core), and two of ours:
 * Chromium keeps only the last `--disable-features`, so ours must repeat Playwright's list.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
/**
 * Every new context is a window, and Chromium 156 loads the address bar's pop-ups (two WebUI pages,
 * `chrome://omnibox-popup.top-chrome`) in a renderer of their own for each, headless too: about 1.9 s
 * of CPU per context, for a pop-up no test opens (measured: 4.9 → 3.0 s of CPU per context that loads
 * the timeline). tests/browser-setup.test.ts checks that none is loaded.
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
];

const clientDir = fileURLToPath(new URL('../../client/dist', import.meta.url));

let instance: RunningInstance | undefined;
let starting: Promise<RunningInstance> | undefined;
let browser: Promise<Browser> | undefined;
let launched: Browser | undefined;

/** Starts the worker's instance the first time it is asked for. */
export function workerInstance(): Promise<RunningInstance> {
  starting ??= timed('instance start', () =>
    startInstance({
      port: 0,
      dataDir: null,
      clientDir,
      seed: 'demo',
      rateLimitFactor: 1000,
      // kumo-test/fail-next, so that tests can make a call fail on purpose
      testHooks: true,
      enableEmail: true,
      // the tests attach files from URLs served by this same machine (uploads from a URL are refused
      // for non-public addresses unless allowed, as on Misskey)
      allowedPrivateNetworks: ['127.0.0.0/8', '::1/128'],
    }),
  ).then((started) => (instance = started));
  return starting;
}

/** The address of the worker's instance (the setup file starts it before any test file runs). */
export function instanceURL(): string {
  if (!instance) throw new Error('The local instance of this worker has not started (support/setup.ts).');
  return instance.url;
}

/**
 * A Chromium of its own, for a test that needs to close or kill it; `full`: the full browser, for
 * what the headless shell lacks (system notifications).
 */
export function launchBrowser({ full = false }: { full?: boolean } = {}): Promise<Browser> {
  const executablePath = full ? CHROMIUM_FULL : CHROMIUM;
  return timed('browser launch', () => chromium.launch({ executablePath, args: CHROMIUM_ARGS }));
}

/** The worker's Chromium, launched the first time it is asked for. */
export function workerBrowser(): Promise<Browser> {
  browser ??= launchBrowser().then((b) => (launched = b));
  return browser;
}

/** The contexts open in the worker's Chromium now. */
export function openContexts(): BrowserContext[] {
  return launched?.contexts() ?? [];
}

/**
 * Closes what a test file left open in the worker's Chromium, so that the next file starts with a
 * browser as fresh as a new one (no page of the last file still polling or streaming).
 */
export async function closeContexts(): Promise<void> {
  if (!browser) return;
  const open = (await browser).contexts();
  await Promise.all(open.map((context) => context.close().catch(() => undefined)));
}
