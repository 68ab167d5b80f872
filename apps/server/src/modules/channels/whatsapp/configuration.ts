import { whatsappOfficialSection } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { activeRecordsOf } from '../../settings/lookups/active-records';
import { readWithSecrets } from '../../settings/lookups/secrets.lookup';
import { createGraphClient, type GraphClient } from './graph-client';

/** A WhatsApp Cloud API number as the adapter uses it, secrets in clear. */
export type WhatsappNumber = {
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string | null;
  verifyToken: string | null;
  graph: GraphClient;
};

const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export async function readWhatsappNumber(
  app: FastifyInstance,
  companyId: number,
  configurationId: number,
): Promise<WhatsappNumber | null> {
  const record = await readWithSecrets(app.db, app.secrets, whatsappOfficialSection, companyId, configurationId);
  if (!record) return null;
  const accessToken = filled(record.accessToken) ?? '';
  return {
    phoneNumberId: record.phoneNumberId,
    businessAccountId: record.businessAccountId,
    accessToken,
    appSecret: filled(record.appSecret),
    verifyToken: filled(record.verifyToken),
    graph: createGraphClient({
      baseUrl: app.config.graphBaseUrl,
      version: filled(record.apiVersion) ?? 'v21.0',
      accessToken,
    }),
  };
}

/**
 * Another active number of the company on the same Meta app (the same app secret, which signed
 * the webhook): its events arrive at the callback URL of whichever number the app was set up with.
 */
export async function siblingNumber(
  app: FastifyInstance,
  companyId: number,
  phoneNumberId: string,
  appSecret: string | null,
): Promise<{ configurationId: number; number: WhatsappNumber } | null> {
  if (!appSecret) return null;
  const records = await activeRecordsOf(app.db, whatsappOfficialSection, companyId);
  for (const record of records.filter((item) => item.phoneNumberId === phoneNumberId)) {
    const number = await readWhatsappNumber(app, companyId, record.id);
    if (number?.appSecret === appSecret) return { configurationId: record.id, number };
  }
  return null;
}
