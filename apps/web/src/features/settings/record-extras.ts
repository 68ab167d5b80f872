import type { ComponentType } from 'react';
import type { SettingsRecord } from './section-api';
import { WeonCampaigns } from './weon-campaigns';
import { WhatsappWebhookUrl } from './webhook-url';
import { WhatsappQrConnectionPanel } from './whatsapp-qr-connection';
import { WidgetEmbedCode } from './widget-embed-code';

/**
 * What a section shows under the form of a saved record besides its fields, by section key
 * (the webhook address of a channel, a snippet to paste, a dialer's campaigns). Sections not listed show nothing more.
 */
export const recordExtras: Partial<Record<string, ComponentType<{ record: SettingsRecord }>>> = {
  dialer: WeonCampaigns,
  'whatsapp-official': WhatsappWebhookUrl,
  'whatsapp-qr-code': WhatsappQrConnectionPanel,
  widget: WidgetEmbedCode,
};
