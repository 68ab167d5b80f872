import type { FastifyInstance } from 'fastify';
import type { ProtocolSettings } from '../protocols/protocol-settings';
import { createMessageService } from '../messages/messages.service';
import type { ChannelAdapter } from './channel-adapter';
import { createChannelRegistry } from './channel-registry';
import { registerInbound } from './inbound';
import { registerOutbound } from './outbound';
import { registerWebhookRoutes } from './webhooks.routes';
import { widgetAdapter } from './widget/widget.adapter';
import { registerWidget } from './widget/widget.plugin';
import { whatsappAdapter } from './whatsapp/whatsapp.adapter';
import { emailAdapter } from './email/email.adapter';
import { registerEmail } from './email/email.plugin';
import { whatsappQrAdapter } from './whatsapp-qr/whatsapp-qr.adapter';
import { registerWhatsappQrRoutes } from './whatsapp-qr/pairing.routes';

/** The adapters the product ships; each channel adds itself here. */
const adapters: ChannelAdapter[] = [whatsappAdapter, whatsappQrAdapter, widgetAdapter, emailAdapter];

/** Channels: provider webhooks in, the inbound and outbound queues, and each channel's adapter. */
export async function registerChannels(app: FastifyInstance, settings: ProtocolSettings) {
  const registry = createChannelRegistry(adapters);
  const service = createMessageService({ db: app.db, events: app.events, settings });
  registerInbound(app, registry, service);
  registerOutbound(app, registry);
  await registerWebhookRoutes(app, registry);
  await registerWidget(app, service);
  registerEmail(app, service);
  registerWhatsappQrRoutes(app);
  return { registry, service };
}
