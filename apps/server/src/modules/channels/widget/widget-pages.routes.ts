import { locales, type Locale } from '@contact/domain/locales';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findWidgetByKey } from '../../settings/lookups/routing.lookup';
import { firstActiveWidget } from '../../settings/lookups/widget.lookup';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const demoTexts: Record<'pt' | 'es', { title: string; body: string; none: string }> = {
  pt: {
    title: 'Demonstração do chat',
    body: 'Esta página faz o papel do site de uma empresa: abra o chat no canto da tela e converse com o atendimento (entre no sistema em outra janela para responder).',
    none: 'Nenhum widget ativo: cadastre um em Configurações › Widget.',
  },
  es: {
    title: 'Demostración del chat',
    body: 'Esta página hace de sitio de una empresa: abre el chat en la esquina de la pantalla y conversa con la atención (entra al sistema en otra ventana para responder).',
    none: 'Ningún widget activo: crea uno en Configuración › Widget.',
  },
};

/** `/widget.js` (the built script a company embeds) and `/widget/demo`, a page that embeds it. */
export function registerWidgetPages(app: FastifyInstance) {
  // Read once; a missing build is looked for again on the next request.
  let built: Buffer | null = null;
  app.get('/widget.js', { schema: { hide: true } }, async (_request, reply) => {
    built ??= await readFile(path.join(app.config.widgetDist, 'widget.js')).catch(() => null);
    const script = built;
    if (!script) return reply.code(404).type('text/plain').send('widget not built: run "npm run build"');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(script);
  });

  app.get<{ Querystring: { key?: string; lang?: string } }>(
    '/widget/demo',
    { schema: { hide: true } },
    async (request, reply) => {
      const { key, lang } = request.query;
      const found = typeof key === 'string' ? await findWidgetByKey(app.db, key) : await firstActiveWidget(app.db);
      const locale: Locale = locales.find((item) => item === lang) ?? 'pt-BR';
      const text = demoTexts[locale === 'pt-BR' ? 'pt' : 'es'];
      const embed = found
        ? `<script src="/widget.js" data-key="${escapeHtml(found.widget.publicKey ?? '')}" async></script>`
        : `<p>${escapeHtml(text.none)}</p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
            `<title>${escapeHtml(text.title)}</title><style>body{font-family:system-ui,sans-serif;max-width:720px;margin:48px auto;padding:0 16px;color:#222;line-height:1.5}</style></head>` +
            `<body><h1>${escapeHtml(found?.widget.name ?? text.title)}</h1><p>${escapeHtml(text.body)}</p>${embed}</body></html>`,
        );
    },
  );
}
