import type { ChannelProvider } from '@contact/domain/channels';
import type { ChannelAdapter } from './channel-adapter';

/** The adapters the server runs, by provider and by channel id. */
export type ChannelRegistry = {
  byProvider(provider: string): ChannelAdapter | undefined;
  byChannel(channelId: number): ChannelAdapter | undefined;
  all(): ChannelAdapter[];
};

export function createChannelRegistry(adapters: ChannelAdapter[]): ChannelRegistry {
  const providers = new Map<ChannelProvider, ChannelAdapter>(adapters.map((adapter) => [adapter.provider, adapter]));
  const channels = new Map<number, ChannelAdapter>(adapters.map((adapter) => [adapter.channelId, adapter]));
  return {
    byProvider: (provider) => providers.get(provider as ChannelProvider),
    byChannel: (channelId) => channels.get(channelId),
    all: () => [...providers.values()],
  };
}
