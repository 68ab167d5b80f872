/**
 * Speed of the web chat widget (issue 5), in headless Chromium on loopback:
 *   - the widget script a company's page downloads (dist/widget.js), raw and gzip;
 *   - first paint: from the start of navigation to /widget/demo until the launcher is drawn;
 *   - opening the panel until the pre-chat form shows;
 *   - an agent's reply (API call) until it is drawn in the customer's open widget.
 *
 *   npm run bench:widget                                        builds the widget, then runs
 *   BENCH_SAMPLES=5 node --import tsx bench/widget.ts             a shorter run
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { apiAs } from '../e2e/support/api';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { repoRoot, startServer } from '../e2e/support/server';

const samples = Number(process.env.BENCH_SAMPLES ?? 20);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (${values.length} samples)`;

/** Milliseconds since navigation started until the widget's launcher is in the page, drawn. */
const launcherPaint = (page: Page) =>
  page.evaluate<number>(`new Promise((resolve) => {
    const check = () => {
      const launcher = document.querySelector('[data-contact-widget]')?.shadowRoot?.querySelector('.launcher');
      if (launcher && launcher.getBoundingClientRect().width > 0) requestAnimationFrame(() => resolve(performance.now()));
      else requestAnimationFrame(check);
    };
    check();
  })`);

async function main() {
  const script = await readFile(join(repoRoot, 'apps/widget/dist/widget.js'));
  console.log(
    `widget.js: ${(script.length / 1024).toFixed(1)} KiB, ${(gzipSync(script).length / 1024).toFixed(1)} KiB gzip (budget 50 KB)`,
  );

  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const paints: number[] = [];
    const opens: number[] = [];
    for (let round = 0; round < samples; round += 1) {
      const page = await newPage(browser);
      await page.goto(`${server.url}/widget/demo`, { waitUntil: 'commit' });
      paints.push(await launcherPaint(page));
      const opened = await page.evaluate<number>(`new Promise((resolve) => {
        const root = document.querySelector('[data-contact-widget]').shadowRoot;
        const started = performance.now();
        root.querySelector('.launcher').click();
        const check = () => {
          if (root.querySelector('form.start input')?.getBoundingClientRect().width > 0)
            requestAnimationFrame(() => resolve(performance.now() - started));
          else requestAnimationFrame(check);
        };
        check();
      })`);
      opens.push(opened);
      await page.context().close();
    }
    console.log(`first paint of the widget (navigation start to launcher drawn, cold context): ${summary(paints)}`);
    console.log(`open the panel until the pre-chat form is drawn: ${summary(opens)}`);

    const customer = await newPage(browser);
    await customer.goto(`${server.url}/widget/demo`);
    await customer.getByRole('button', { name: 'Abrir o chat' }).click();
    await customer.getByLabel('Nome', { exact: true }).fill('Cliente Bench');
    await customer.getByLabel('E-mail', { exact: true }).fill('bench@cliente.com.br');
    await customer.getByRole('button', { name: 'Iniciar conversa' }).click();
    const textbox = customer.getByRole('textbox', { name: 'Escreva sua mensagem…' });
    await textbox.fill('Olá');
    await customer.keyboard.press('Enter');
    const supervisor = await apiAs(server.url, 'supervisor@demo.com.br');
    let protocolId = 0;
    for (let attempt = 0; attempt < 50 && protocolId === 0; attempt += 1) {
      const list = await supervisor.call<{ protocols: { id: number; id_channel: number }[] }>('GET', '/protocol');
      protocolId = list.protocols.find((protocol) => protocol.id_channel === 1)?.id ?? 0;
      if (protocolId === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (protocolId === 0) throw new Error('the widget protocol did not appear');
    const replies: number[] = [];
    for (let index = 0; index < samples; index += 1) {
      const text = `Resposta ${index}`;
      const shown = customer.evaluate<number>(`new Promise((resolve) => {
        const root = document.querySelector('[data-contact-widget]').shadowRoot;
        const check = () => {
          if ([...root.querySelectorAll('.bubble')].some((bubble) => bubble.textContent.includes(${JSON.stringify(text)})))
            resolve(performance.timeOrigin + performance.now());
          else requestAnimationFrame(check);
        };
        check();
      })`);
      const started = Date.now();
      await supervisor.call('POST', '/message', { protocol_id: protocolId, text });
      replies.push((await shown) - started);
    }
    console.log(`an agent's reply (API call) until drawn in the customer's widget: ${summary(replies)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
