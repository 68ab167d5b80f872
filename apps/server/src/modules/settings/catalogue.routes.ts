import { channelById, channels } from '@contact/domain/channels';
import { translate } from '@contact/domain/i18n';
import { profiles, type ProfileName } from '@contact/domain/profiles';
import { slaUnits } from '@contact/domain/protocols';
import {
  getChannelCatalogue,
  listChannelCatalogue,
  listProfiles,
  listTimezones,
  listUnitsOfTime,
  optionLabelKey,
  timezoneOptions,
} from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { notFound } from '../../platform/errors';

/** Fixed catalogues the settings forms choose from, labelled in the reader's language. */
export function registerCatalogueRoutes(app: FastifyInstance) {
  route(app, listUnitsOfTime, async ({ request }) =>
    slaUnits.map((unit) => ({
      id: unit.id,
      name: unit.name,
      label: translate(request.locale, optionLabelKey('unitOfTime', unit.name)),
    })),
  );
  route(app, listChannelCatalogue, async ({ request }) =>
    channels.map((channel) => ({
      id: channel.id,
      name: channel.name,
      label: translate(request.locale, optionLabelKey('channel', channel.name)),
    })),
  );
  route(app, getChannelCatalogue, async ({ request, params }) => {
    const channel = channelById(params.id);
    if (!channel) throw notFound();
    return {
      id: channel.id,
      name: channel.name,
      label: translate(request.locale, optionLabelKey('channel', channel.name)),
    };
  });
  route(app, listProfiles, async ({ request }) =>
    (Object.entries(profiles) as [ProfileName, number][]).map(([name, id]) => ({
      id,
      name,
      label: translate(request.locale, optionLabelKey('profile', name)),
    })),
  );
  route(app, listTimezones, async () => timezoneOptions(new Date()));
}
