/**
 * Speed of the agent inbox on the built web app, in headless Chromium (issue 4):
 *   - the JavaScript a signed-in user downloads to open /chats, gzip: until the queues and the list
 *     are drawn, and until the network is idle (chunks fetched ahead after the first paint included);
 *   - opening a protocol with 5,000 messages until its last message shows;
 *   - a customer message reaching an open conversation in another browser (p50/p95).
 *
 *   npm run bench:inbox                                                   builds the web app, then runs
 *   BENCH_MESSAGES=1000 BENCH_SAMPLES=20 node --import tsx bench/inbox.ts     a shorter run
 */
import { apiAs, customerWrites, type ApiClient } from '../e2e/support/api';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { inboxJs, type JsFigure } from './initial-js';

const messageCount = Number(process.env.BENCH_MESSAGES ?? 5000);
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const customer = { name: 'Cliente Volume', phone: '11955550001' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A signed-in page: the token stored as the app stores it, so no sign-in page is loaded first. */
async function signedInPage(browser: Awaited<ReturnType<typeof launchBrowser>>, base: string, api: ApiClient) {
  const page = await newPage(browser);
  await page.goto(`${base}/api/health`);
  await page.evaluate((token) => localStorage.setItem('contact.token', token), api.token);
  return page;
}

function kib(figure: JsFigure): string {
  return `${figure.files} files, ${(figure.raw / 1024).toFixed(1)} KiB, ${(figure.gzip / 1024).toFixed(1)} KiB gzip`;
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = await apiAs(server.url, 'admin@demo.com.br');
    const supervisor = await apiAs(server.url, 'supervisor@demo.com.br');

    // The queue holds a protocol, so the list draws a row as it would for an agent at work.
    const first = await customerWrites(supervisor, customer, 'Mensagem 1');
    const page = await signedInPage(browser, server.url, admin);
    const js = await inboxJs(page, `${server.url}/chats/humano/fila`);
    console.log(
      `JS for /chats until the queues and the list are drawn (${Math.round(js.drawnAt)} ms): ${kib(js.initial)}`,
    );
    console.log(`JS for /chats until the network is idle, chunks fetched ahead included: ${kib(js.untilIdle)}`);
    // BENCH_JS_FILES=1: each file of the first paint, largest first.
    if (process.env.BENCH_JS_FILES) {
      for (const file of js.initial.each)
        console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KiB gzip  ${file.name}`);
    }

    console.log(`writing ${messageCount} messages…`);
    const id = first.protocol.id;
    await admin.call('POST', '/protocol/take', { protocol_id: id });
    for (let index = 2; index <= messageCount; index += 1) {
      await customerWrites(supervisor, customer, `Mensagem ${index}`);
    }

    const opens: number[] = [];
    /** When the newest messages' answer had fully arrived, from the same click. */
    const arrivals: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await page.goto(`${server.url}/chats/humano/atendimento`);
      await page.getByRole('link', { name: /^Cliente Volume, / }).waitFor();
      await page.waitForTimeout(2000);
      // Timed inside the page: from the click to the last message drawn inside the conversation's view.
      const timing = await page.evaluate<{ drawn: number; arrived: number }>(`new Promise((resolve) => {
        const expected = ${JSON.stringify(`Mensagem ${messageCount}`)};
        const started = performance.now();
        const shown = () => {
          const log = document.querySelector('[role="log"]');
          if (!log) return false;
          const view = log.getBoundingClientRect();
          return [...log.querySelectorAll('[data-message-id] p')].some((text) => {
            const box = text.getBoundingClientRect();
            return text.textContent === expected && box.top >= view.top && box.bottom <= view.bottom;
          });
        };
        const arrived = () => {
          const answer = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('/message/') && entry.startTime >= started);
          return answer ? answer.responseEnd - started : -1;
        };
        const check = () =>
          shown() ? resolve({ drawn: performance.now() - started, arrived: arrived() }) : requestAnimationFrame(check);
        document.querySelector('a[aria-label^="Cliente Volume, "]').click();
        requestAnimationFrame(check);
      })`);
      opens.push(Math.round(timing.drawn));
      arrivals.push(Math.round(timing.arrived));
    }
    console.log(
      `open a protocol with ${messageCount} messages until the last shows: ${opens.join(' ms, ')} ms ` +
        `(its messages had arrived at ${arrivals.join(' ms, ')} ms)`,
    );

    const watcher = await signedInPage(browser, server.url, supervisor);
    await watcher.goto(`${server.url}/chats/humano/atendimento/${id}`);
    await watcher.getByRole('log', { name: 'Mensagens' }).waitFor();
    await watcher.waitForTimeout(1000);
    const delays: number[] = [];
    const answers: number[] = [];
    for (let sample = 0; sample < samples; sample += 1) {
      const text = `Ao vivo ${sample}`;
      // A plain function text: the page runs it as written, without the bundler's helpers.
      const seen = watcher.evaluate<number>(`new Promise((resolve) => {
        const log = document.querySelector('[role="log"]');
        const check = () => (log?.textContent ?? '').includes(${JSON.stringify(text)});
        if (check()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(log ?? document.body, { childList: true, subtree: true, characterData: true });
      })`);
      const sent = Date.now();
      await customerWrites(supervisor, customer, text);
      answers.push(Date.now() - sent);
      delays.push((await seen) - sent);
    }
    delays.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    console.log(
      `customer message to an open conversation in another browser (${samples} samples, from the API call): ` +
        `p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, max ${delays.at(-1)} ms; ` +
        `the API call itself answered in p50 ${percentile(answers, 50)} ms, p95 ${percentile(answers, 95)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
