import { createTestApp } from './app';
import { startGraphServer } from './graph-server';
import { configureWhatsapp, whatsappNumber } from './whatsapp';

/**
 * The app beside a fake Graph API, with the number configured by the demo administrator. Kept
 * apart from ./whatsapp, which the browser tests import: this one loads the whole server.
 */
export async function startWhatsappApp() {
  const graph = await startGraphServer({ accessToken: whatsappNumber.accessToken });
  const t = await createTestApp({ WHATSAPP_GRAPH_URL: graph.url });
  const admin = (await t.login('admin@demo.com.br')).token;
  const configurationId = await configureWhatsapp(t, admin);
  const close = async () => {
    await t.close();
    await graph.close();
  };
  return { graph, t, admin, configurationId, close };
}
