import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the API answers its health check', async () => {
  const response = await fetch(`${server.url}/api/health`);
  expect(response.status).toBe(200);
});

test('the login page loads in Chromium', async () => {
  const page = await newPage(browser);
  try {
    const response = await page.goto(`${server.url}/login`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');

    const html = await page.content();
    expect(html).toMatch(/<script[^>]+src=/);
    expect((await page.title()).trim()).not.toBe('');

    // The single-page app rendered something a person can read.
    await page.waitForFunction(() => document.body.innerText.trim().length > 0, null, { timeout: 30_000 });
    await screenshot(page, 'login-smoke');
  } finally {
    await page.context().close();
  }
});
