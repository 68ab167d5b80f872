import { connectWhatsappQr, disconnectWhatsappQr, readWhatsappQrConnection } from '@contact/domain/channels';
import { canReadSection, whatsappQrCodeSection } from '@contact/domain/settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../../platform/auth/authenticate';
import { route } from '../../../platform/contracts';
import { forbidden } from '../../../platform/errors';
import { connectNumber, disconnectNumber, readConnection } from './pairing.service';

/** The pairing panel of a QR-code number: connect, its state, disconnect. Administrators only. */
export function registerWhatsappQrRoutes(app: FastifyInstance) {
  const targetOf = (auth: AuthContext, id: number) => {
    if (!canReadSection(whatsappQrCodeSection.read, auth.role)) throw forbidden();
    return { companyId: auth.companyId, configurationId: id };
  };
  // The gateway calls back on the address people reach the app by, unless one is configured.
  const baseUrlOf = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  route(app, connectWhatsappQr, ({ auth, params, request }) =>
    connectNumber(app, targetOf(auth, params.id), baseUrlOf(request)),
  );
  route(app, readWhatsappQrConnection, ({ auth, params }) => readConnection(app, targetOf(auth, params.id)));
  route(app, disconnectWhatsappQr, ({ auth, params }) => disconnectNumber(app, targetOf(auth, params.id)));
}
