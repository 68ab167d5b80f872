import { webhookPath, whatsappQrStatusOf, type WhatsappQrConnection } from '@contact/domain/channels';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../../platform/errors';
import { ProviderError } from '../channel-adapter';
import { readPairedNumber, type PairedNumber } from './configuration';
import { recordConnectionStatus } from './connection-status';
import { InstanceMissing, type GatewayConnection } from './evolution-client';

type Target = { companyId: number; configurationId: number };

/** The gateway's refusal, in its own words, as a translated 502. */
async function atGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError('bad_gateway', 'errors.whatsappGatewayFailed', { reason: error.reason });
    throw error;
  }
}

async function numberOf(app: FastifyInstance, target: Target): Promise<PairedNumber> {
  const number = await readPairedNumber(app, target.companyId, target.configurationId);
  if (!number) throw notFound();
  return number;
}

async function answer(app: FastifyInstance, target: Target, connection: GatewayConnection) {
  const status = whatsappQrStatusOf(connection.state);
  await recordConnectionStatus(app, target.companyId, target.configurationId, status);
  const pairing = status === 'pairing';
  return {
    status,
    qr: pairing ? connection.qr : null,
    pairing_code: pairing ? connection.pairingCode : null,
  } satisfies WhatsappQrConnection;
}

const closed: GatewayConnection = { state: 'close', qr: null, pairingCode: null };

/**
 * Starts pairing: the gateway's instance is created the first time (its webhook pointing at
 * this configuration's address on `baseUrl`), then asked for a QR code unless already open.
 */
export async function connectNumber(app: FastifyInstance, target: Target, baseUrl: string) {
  const number = await numberOf(app, target);
  const connection = await atGateway(async () => {
    let state: string | null;
    try {
      state = await number.gateway.connectionState();
    } catch (error) {
      if (!(error instanceof InstanceMissing)) throw error;
      const created = await number.gateway.createInstance(
        `${baseUrl}${webhookPath('whatsapp-qr', target.configurationId)}`,
      );
      if (created.qr) return created;
      state = created.state;
    }
    return state === 'open' ? { ...closed, state } : number.gateway.connect();
  });
  return answer(app, target, connection);
}

/** The connection as the gateway sees it now, with the current QR code while pairing. */
export async function readConnection(app: FastifyInstance, target: Target) {
  const number = await numberOf(app, target);
  const connection = await atGateway(async () => {
    try {
      const state = await number.gateway.connectionState();
      return state === 'connecting' ? await number.gateway.connect() : { ...closed, state };
    } catch (error) {
      if (error instanceof InstanceMissing) return closed;
      throw error;
    }
  });
  return answer(app, target, connection);
}

/** Logs the number out of the gateway; an instance the gateway no longer has is already out. */
export async function disconnectNumber(app: FastifyInstance, target: Target) {
  const number = await numberOf(app, target);
  await atGateway(async () => {
    try {
      await number.gateway.logout();
    } catch (error) {
      if (!(error instanceof InstanceMissing)) throw error;
    }
  });
  return answer(app, target, closed);
}
