import { blockedWordSection } from '@contact/domain/settings';
import type { CompanyCache } from '../../platform/company-cache';
import { departmentsWithCrmSchema } from '../crm/crm-templates.service';
import { channelConfigFor, configurationSection, videoProvider } from '../settings/lookups/channels.lookup';
import { findTabulation, listBlockedWords, tagExists } from '../settings/lookups/inbox.lookup';
import { permissionsFor } from '../settings/lookups/permissions.lookup';
import { hasNpsSurvey, slaWindowMs } from '../settings/lookups/routing.lookup';
import { configuredChannels, whatsappTemplate } from '../settings/lookups/wizard.lookup';
import type { ProtocolSettings } from './protocol-settings';

/**
 * The company's configuration as the protocol core reads it, from the settings module. The
 * blocked words, checked on every message an agent sends, are kept in `cache` (the settings
 * engine forgets them when it writes one).
 */
export const createProtocolSettings = (cache: CompanyCache): ProtocolSettings => ({
  async findTabulation(db, companyId, id) {
    const record = await findTabulation(db, companyId, id);
    return record
      ? {
          id: record.id,
          description: record.description,
          departments: record.departments,
          cpc: record.cpc,
          active: record.active,
        }
      : null;
  },
  slaWindowMs,
  hasNpsSurvey,
  tagExists,
  blockedWords: (db, companyId) =>
    cache.read({ companyId, name: blockedWordSection.key }, () => listBlockedWords(db, companyId)),
  channelConfigFor,
  configurationSection,
  videoProvider,
  configuredChannels,
  whatsappTemplate,
  hasCrmSchema: async (db, companyId, departmentId) =>
    (await departmentsWithCrmSchema(db, companyId)).has(departmentId),
  sendPermissions: (db, companyId, userId, departmentId) => permissionsFor(db, companyId, userId, departmentId),
});
