import { channelById, channels } from '@contact/domain/channels';
import { translate, type MessageKey } from '@contact/domain/i18n';
import type { Locale } from '@contact/domain/locales';
import { profiles } from '@contact/domain/profiles';
import { slaUnits } from '@contact/domain/protocols';
import {
  getChannelCatalogue,
  listChannelCatalogue,
  listProfiles,
  listTimezones,
  listUnitsOfTime,
  timezoneOptions,
} from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { notFound } from '../../platform/errors';

const label = (locale: Locale, set: string, name: string) =>
  translate(locale, `settings.option.${set}.${name}` as MessageKey);

/** Fixed catalogues the settings forms choose from, labelled in the reader's language. */
export function registerCatalogueRoutes(app: FastifyInstance) {
  route(app, listUnitsOfTime, async ({ request }) =>
    slaUnits.map((unit) => ({ id: unit.id, name: unit.name, label: label(request.locale, 'unitOfTime', unit.name) })),
  );
  route(app, listChannelCatalogue, async ({ request }) =>
    channels.map((channel) => ({
      id: channel.id,
      name: channel.name,
      label: label(request.locale, 'channel', channel.name),
    })),
  );
  route(app, getChannelCatalogue, async ({ request, params }) => {
    const channel = channelById(params.id);
    if (!channel) throw notFound();
    return { id: channel.id, name: channel.name, label: label(request.locale, 'channel', channel.name) };
  });
  route(app, listProfiles, async ({ request }) =>
    Object.entries(profiles).map(([name, id]) => ({ id, name, label: label(request.locale, 'profile', name) })),
  );
  route(app, listTimezones, async () => timezoneOptions(new Date()));
}
