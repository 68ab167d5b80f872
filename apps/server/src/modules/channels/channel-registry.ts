import { configurationOfSection, type ChannelProvider } from '@contact/domain/channels';
import type { ChannelAdapter } from './channel-adapter';

/** The adapters the server runs, by provider and by the settings section of their configurations. */
export type ChannelRegistry = {
  byProvider(provider: string): ChannelAdapter | undefined;
  /** The adapter serving a configuration of this section (a channel may have several sections). */
  bySection(section: string): ChannelAdapter | undefined;
  all(): ChannelAdapter[];
};

export function createChannelRegistry(adapters: ChannelAdapter[]): ChannelRegistry {
  const providers = new Map<ChannelProvider, ChannelAdapter>(adapters.map((adapter) => [adapter.provider, adapter]));
  const byProvider = (provider: string) => providers.get(provider as ChannelProvider);
  return {
    byProvider,
    bySection: (section) => {
      const configuration = configurationOfSection(section);
      return configuration ? byProvider(configuration.provider) : undefined;
    },
    all: () => [...providers.values()],
  };
}
