import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

type JsFile = { name: string; startedAt: number; raw: number; gzip: number };
export type JsFigure = { files: number; raw: number; gzip: number; each: JsFile[] };
export type InboxJs = {
  /** Milliseconds from the navigation's start until the queues and the first row of the list were drawn. */
  drawnAt: number;
  /** The scripts asked for before the queues and the list were drawn: what the first paint waited on or competed with. */
  initial: JsFigure;
  /** Every script until the network went idle, chunks fetched ahead after the first paint included. */
  untilIdle: JsFigure;
};

// Runs in the page before any of its scripts: the moment the queue menu and a row of the list are both drawn.
const watchInboxDrawn = `(() => {
  performance.setResourceTimingBufferSize(2000);
  const check = () => {
    const drawn = document.querySelector('nav[aria-label="Filas"]') && document.querySelector('[role="list"] [role="listitem"]');
    if (drawn) window.__inboxDrawnAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** Network idle again after the first paint: no new request for longer than the inbox waits to fetch ahead. */
async function networkQuiet(page: Page): Promise<void> {
  const quietMs = 3000;
  let count = -1;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    const now = await page.evaluate<number>(`performance.getEntriesByType('resource').length`);
    if (now !== count) {
      count = now;
      quietSince = Date.now();
    }
    await page.waitForTimeout(250);
  }
}

function figure(scripts: JsFile[]): JsFigure {
  return {
    files: scripts.length,
    raw: scripts.reduce((total, script) => total + script.raw, 0),
    gzip: scripts.reduce((total, script) => total + script.gzip, 0),
    each: [...scripts].sort((a, b) => b.gzip - a.gzip),
  };
}

/**
 * The JavaScript a signed-in user downloads to open a queue of the inbox, each file gzip-compressed alone.
 * The queue must hold at least one protocol: the list counts as drawn once a row shows.
 */
export async function inboxJs(page: Page, url: string): Promise<InboxJs> {
  const bodies = new Map<string, Promise<Buffer>>();
  const record = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.set(response.url(), response.body());
  };
  page.on('response', record);
  await page.addInitScript(watchInboxDrawn);
  await page.goto(url, { waitUntil: 'networkidle' });
  const drawnAt = await page.waitForFunction<number>('window.__inboxDrawnAt').then((handle) => handle.jsonValue());
  await networkQuiet(page);
  page.off('response', record);
  const started = await page.evaluate<Record<string, number>>(`Object.fromEntries(
    performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
  )`);
  const scripts: JsFile[] = [];
  for (const [scriptUrl, body] of bodies) {
    const content = await body;
    const startedAt = started[scriptUrl];
    if (startedAt === undefined) throw new Error(`no resource timing for ${scriptUrl}`);
    scripts.push({
      name: new URL(scriptUrl).pathname,
      startedAt,
      raw: content.length,
      gzip: gzipSync(content).length,
    });
  }
  return {
    drawnAt,
    initial: figure(scripts.filter((script) => script.startedAt <= drawnAt)),
    untilIdle: figure(scripts),
  };
}
