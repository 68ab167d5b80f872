import { whatsappQrCodeSection } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { readWithSecrets } from '../../settings/lookups/secrets.lookup';
import { createEvolutionClient, type EvolutionClient } from './evolution-client';

/** A number paired by QR code as the adapter uses it, its API key in clear. */
export type PairedNumber = {
  configurationId: number;
  apiKey: string;
  instance: string;
  gateway: EvolutionClient;
};

/** The gateway's instance of a record left without a name: one per record, stable. */
export const defaultInstanceName = (configurationId: number) => `contact-qr-${configurationId}`;

export async function readPairedNumber(
  app: FastifyInstance,
  companyId: number,
  configurationId: number,
): Promise<PairedNumber | null> {
  const record = await readWithSecrets(app.db, app.secrets, whatsappQrCodeSection, companyId, configurationId);
  if (!record) return null;
  const apiKey = record.apiKey?.trim() ?? '';
  const instance = record.instanceName?.trim() || defaultInstanceName(configurationId);
  return {
    configurationId,
    apiKey,
    instance,
    gateway: createEvolutionClient({ baseUrl: record.gatewayUrl, apiKey, instance }),
  };
}
