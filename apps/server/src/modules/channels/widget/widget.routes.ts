import {
  listWidgetMessages,
  readWidgetConfig,
  sendWidgetMessage,
  startConversation,
  widgetEvents,
} from '@contact/domain/widget';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/contracts';
import { AppError, notFound } from '../../../platform/errors';
import { fileExtension } from '../../../platform/files';
import type { createMessageService } from '../../messages/messages.service';
import { createContact } from '../../protocols/open-protocol';
import { findWidgetByKey, isDepartmentOpen } from '../../settings/lookups/routing.lookup';
import { storeInbound } from '../inbound';
import { allowCrossSite, assertOrigin, createRequestLimit, customerOf } from './widget-access';
import {
  contactOf,
  findInbound,
  inboundIdOf,
  readConversation,
  toWidgetMessage,
  widgetChannelId,
} from './widget-conversation';
import { customerRoom } from './widget-sockets';

type MessageService = ReturnType<typeof createMessageService>;

/** Every public widget call, per client address. */
const requestsPerMinute = 300;
/** New conversations (pre-chat forms), per client address. */
const conversationsPerTenMinutes = 30;

async function publicWidget(app: FastifyInstance, key: string) {
  const found = await findWidgetByKey(app.db, key);
  if (!found) throw notFound();
  return found;
}

/** The widget's public endpoints, called from the pages that embed it. */
export async function registerWidgetRoutes(app: FastifyInstance, service: MessageService) {
  const anyRequest = createRequestLimit({ maxRequests: requestsPerMinute, windowMs: 60_000 });
  const newConversation = createRequestLimit({ maxRequests: conversationsPerTenMinutes, windowMs: 600_000 });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      allowCrossSite(request, reply);
      if (request.method !== 'OPTIONS') anyRequest(request.ip);
    });

    scope.options('/api/v1/widget/*', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'authorization, content-type, accept-language')
        .header('access-control-max-age', '600')
        .code(204)
        .send(),
    );

    route(scope, readWidgetConfig, async ({ params, request }) => {
      const { companyId, widget } = await publicWidget(scope, params.key);
      assertOrigin(request, widget);
      const { open, schedule } =
        widget.department === null
          ? { open: true, schedule: null }
          : await isDepartmentOpen(scope.db, companyId, widget.department, new Date());
      return {
        name: widget.name,
        title: widget.title || widget.name,
        color: widget.color || '#1c7ed6',
        position: widget.position === 'left' ? ('left' as const) : ('right' as const),
        messages: {
          welcome: widget.messages.welcome ?? '',
          expectedAnswer: widget.messages.expectedAnswer ?? '',
          nextMessage: widget.messages.nextMessage ?? '',
        },
        open,
        outOfHoursMessage: schedule?.outOfHoursMessage?.trim() ?? '',
      };
    });

    route(scope, startConversation, async ({ params, body, request }) => {
      newConversation(request.ip);
      const { companyId, widget } = await publicWidget(scope, params.key);
      assertOrigin(request, widget);
      // Nobody verified the e-mail or phone typed here: each visitor is their own contact, so
      // typing someone else's address never joins their conversation.
      const contact = await createContact(scope.db, companyId, body);
      const token = await scope.customerTokens.sign({
        companyId,
        widgetId: widget.id,
        contactId: contact.id,
        startedAt: new Date(),
      });
      return { token, name: body.name };
    });

    route(scope, sendWidgetMessage, async ({ body, files, request }) => {
      const customer = await customerOf(scope, request);
      const externalId = inboundIdOf(customer, body.client_id);
      const earlier = await findInbound(scope.db, customer, externalId);
      if (earlier) return toWidgetMessage(earlier);
      if (!body.text.trim() && files.length === 0)
        throw new AppError('validation', 'errors.messageEmpty', {}, { text: { key: 'errors.messageEmpty' } });
      const attachments = [];
      for (const file of files) {
        const key = await scope.files.put(file.content, fileExtension(file.filename));
        attachments.push({ key, name: file.filename.slice(0, 200), type: file.mimeType, size: file.content.length });
      }
      const contact = await contactOf(scope.db, customer);
      if (!contact) throw new AppError('unauthenticated', 'errors.unauthenticated');
      await storeInbound(
        scope,
        service,
        { companyId: customer.companyId, channelId: widgetChannelId, configurationId: customer.widgetId },
        {
          messages: [{ externalId, customer: { ...contact, id: customer.contactId }, text: body.text, attachments }],
          receipts: [],
        },
      );
      const stored = await findInbound(scope.db, customer, externalId);
      if (!stored) throw notFound();
      const message = toWidgetMessage(stored);
      // The customer's other tabs show it too.
      scope.widgetSockets.to(customerRoom(customer)).emit(widgetEvents.message, message);
      return message;
    });

    route(scope, listWidgetMessages, async ({ query, request }) => {
      const customer = await customerOf(scope, request);
      return readConversation(scope.db, customer, query);
    });
  });
}
