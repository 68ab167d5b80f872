import type { ComponentType } from 'react';
import type { SettingsRecord } from './section-api';
import { UserTwoFactorReset } from './user-two-factor-reset';
import { WeonCampaigns } from './weon-campaigns';
import { WhatsappWebhookUrl } from './webhook-url';
import { WhatsappQrConnectionPanel } from './whatsapp-qr-connection';
import { WidgetEmbedCode } from './widget-embed-code';

/**
 * What a section shows under the form of a saved record besides its fields, by section key
 * (the webhook address of a channel, a snippet to paste, a dialer's campaigns, a user's
 * two-factor reset). Sections not listed show nothing more.
 */
export const recordExtras: Partial<Record<string, ComponentType<{ record: SettingsRecord }>>> = {
  dialer: WeonCampaigns,
  'whatsapp-official': WhatsappWebhookUrl,
  'whatsapp-qr-code': WhatsappQrConnectionPanel,
  user: UserTwoFactorReset,
  widget: WidgetEmbedCode,
};
