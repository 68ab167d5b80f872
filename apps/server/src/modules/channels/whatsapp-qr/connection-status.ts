import { channelConnectionEvent, type ChannelConnectionChange, type WhatsappQrStatus } from '@contact/domain/channels';
import { companyRoom } from '@contact/domain/realtime';
import { whatsappQrCodeSection } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { changeRecordStatus } from '../../settings/lookups/channel-status.lookup';

/**
 * Keeps the record's `status` and, when it changed, tells the company's back office so an
 * open pairing screen follows the phone (the QR code itself is only served to administrators).
 */
export async function recordConnectionStatus(
  app: FastifyInstance,
  companyId: number,
  configurationId: number,
  status: WhatsappQrStatus,
) {
  const changed = await changeRecordStatus(app.db, whatsappQrCodeSection.key, configurationId, status);
  if (!changed) return;
  const change: ChannelConnectionChange = { section: whatsappQrCodeSection.key, id: configurationId, status };
  app.realtime.io.to(companyRoom(companyId, 'backoffice')).emit(channelConnectionEvent, change);
}
