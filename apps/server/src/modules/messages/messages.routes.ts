import { listMessages, receiveInboundMessage, sendMessage, sendTemplateMessage } from '@contact/domain/messages';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { fileExtension } from '../../platform/files';
import { forbidden } from '../../platform/errors';
import type { ProtocolSettings } from '../protocols/protocol-settings';
import { createMessageService } from './messages.service';

export function registerMessageRoutes(app: FastifyInstance, settings: ProtocolSettings) {
  const service = createMessageService({ db: app.db, events: app.events, settings });

  route(app, listMessages, ({ auth, params, query }) => service.list(auth, params.id, query.page, query.limit));

  route(app, sendMessage, async ({ auth, body, files }) => {
    const attachments = [];
    for (const file of files) {
      const key = await app.files.put(file.content, fileExtension(file.filename));
      attachments.push({ key, name: file.filename.slice(0, 200), type: file.mimeType, size: file.content.length });
    }
    return service.send(auth, { protocolId: body.protocol_id, text: body.text, clientId: body.client_id, attachments });
  });

  route(app, sendTemplateMessage, ({ auth, body }) =>
    service.sendTemplate(auth, {
      protocolId: body.protocol_id,
      templateId: body.hsm_id,
      variables: body.hsm_variables,
      headerLink: body.hsm_header_link,
      clientId: body.client_id,
    }),
  );

  route(app, receiveInboundMessage, ({ auth, body }) => {
    if (seesOnlyOwnProtocols(auth.role)) throw forbidden();
    return service.receive(auth.companyId, {
      channelId: body.id_channel,
      departmentId: body.department_id,
      customer: { name: body.customer.name, phone: body.customer.phone ?? null, email: body.customer.email ?? null },
      text: body.text,
      externalId: body.external_id,
    });
  });
}
