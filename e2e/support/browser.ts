import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (scripts/ensure-chromium.sh installs it); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where screenshots go (git-ignored). */
export const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const defaultViewport = { width: 1366, height: 800 } as const;

/** Headless Chromium, without the background traffic a closed network would refuse. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type NewPageOptions = {
  /** Browser locale (Accept-Language, navigator.language); default pt-BR. */
  locale?: string;
};

/** A page in its own context (fresh cookies and storage), 1366x800. Close it with page.context().close(). */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: defaultViewport,
    locale: options.locale ?? 'pt-BR',
  });
  return context.newPage();
}

/** Saves a full-page PNG as e2e/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
