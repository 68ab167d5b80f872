import type { ChannelId } from './index';

/**
 * The settings sections whose records configure a channel for a company (a WhatsApp
 * number, a mailbox, a widget), and the provider segment of their webhook address
 * `/api/webhooks/<provider>/<configuration id>`. A channel may have several (a WhatsApp
 * number on Meta's Cloud API, or one paired by QR code through a gateway); a protocol's
 * configuration id says which one it runs on. A channel missing here has no adapter:
 * its protocols come and go through the integration API.
 */
export const channelConfigurations = [
  { channelId: 1, section: 'widget', provider: 'widget' },
  { channelId: 2, section: 'whatsapp-official', provider: 'whatsapp' },
  { channelId: 2, section: 'whatsapp-qr-code', provider: 'whatsapp-qr' },
  { channelId: 4, section: 'email-imap', provider: 'email' },
] as const satisfies readonly { channelId: ChannelId; section: string; provider: string }[];

export type ChannelConfiguration = (typeof channelConfigurations)[number];
export type ChannelProvider = ChannelConfiguration['provider'];

/** Every configuration section of a channel; none when the integration API serves it. */
export function configurationsOf(channelId: number): readonly ChannelConfiguration[] {
  return channelConfigurations.filter((entry) => entry.channelId === channelId);
}

/** The channel's first configuration section, or null: whether the channel has adapters at all. */
export function configurationOf(channelId: number): ChannelConfiguration | null {
  return configurationsOf(channelId)[0] ?? null;
}

export function configurationOfProvider(provider: string): ChannelConfiguration | null {
  return channelConfigurations.find((entry) => entry.provider === provider) ?? null;
}

export function configurationOfSection(section: string): ChannelConfiguration | null {
  return channelConfigurations.find((entry) => entry.section === section) ?? null;
}

/** The webhook path a provider calls for one channel configuration. */
export function webhookPath(provider: ChannelProvider, configurationId: number): string {
  return `/api/webhooks/${provider}/${configurationId}`;
}
