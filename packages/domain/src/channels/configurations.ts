import type { ChannelId } from './index';

/**
 * The settings sections whose records configure a channel for a company (a WhatsApp
 * number, a mailbox, a widget), and the provider segment of their webhook address
 * `/api/webhooks/<provider>/<configuration id>`. A channel missing here has no adapter:
 * its protocols come and go through the integration API.
 */
export const channelConfigurations = {
  1: { section: 'widget', provider: 'widget' },
  2: { section: 'whatsapp-official', provider: 'whatsapp' },
  4: { section: 'email-imap', provider: 'email' },
} as const satisfies Partial<Record<ChannelId, { section: string; provider: string }>>;

export type ConfiguredChannelId = keyof typeof channelConfigurations;
export type ChannelProvider = (typeof channelConfigurations)[ConfiguredChannelId]['provider'];

export function configurationOf(channelId: number): { section: string; provider: ChannelProvider } | null {
  return channelId in channelConfigurations ? channelConfigurations[channelId as ConfiguredChannelId] : null;
}

/** The webhook path a provider calls for one channel configuration. */
export function webhookPath(provider: ChannelProvider, configurationId: number): string {
  return `/api/webhooks/${provider}/${configurationId}`;
}
