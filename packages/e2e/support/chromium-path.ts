import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Which Chromium the browser suite drives. The tests run in Chromium's headless shell where it is
 * installed (Debian's `chromium-headless-shell`, the browser Playwright itself uses for headless
 * tests): the same engine without the full browser's window machinery, about a quarter less CPU
 * per page opened (measured: 2.43 → 1.78 s per signed-in timeline load). The binary, not Debian's
 * `/usr/bin` wrapper script, so that the browser is the process Playwright starts (a test kills
 * it). What only the full browser has (system notifications, push with a profile) and the
 * benchmarks, which measure what users run, use the full Chromium.
 */
export const CHROMIUM_FULL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM =
  process.env.CHROMIUM_HEADLESS_PATH ??
  (process.env.CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_FULL);

/**
 * Run once before the suite: a machine without Chromium gets one — Debian's packages where apt can
 * install them (as root), else Playwright's download where there is a network — or the run stops
 * with one line saying what to install.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const tryRun = (command: string) => {
    try {
      execSync(command, { stdio: 'inherit' });
      return true;
    } catch {
      return false;
    }
  };
  if (process.getuid?.() === 0 && tryRun('command -v apt-get >/dev/null')) {
    console.info('No Chromium found: installing Debian’s chromium and chromium-headless-shell…');
    tryRun('apt-get install -y -qq chromium chromium-headless-shell fonts-noto-core fonts-noto-color-emoji');
    if (existsSync(HEADLESS_SHELL) || existsSync('/usr/bin/chromium')) {
      if (!existsSync(HEADLESS_SHELL)) process.env.CHROMIUM_HEADLESS_PATH = '/usr/bin/chromium';
      return;
    }
  }
  console.info('No Chromium found: trying Playwright’s download…');
  if (tryRun('npx --no-install playwright-core install chromium')) {
    process.env.CHROMIUM_PATH = chromium.executablePath();
    if (existsSync(process.env.CHROMIUM_PATH)) return;
  }
  throw new Error(
    'No Chromium to run the browser tests: install it with `apt-get install chromium chromium-headless-shell` ' +
      '(or set CHROMIUM_PATH to a Chromium).',
  );
}
