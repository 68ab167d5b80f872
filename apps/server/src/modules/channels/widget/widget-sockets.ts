import { companyRoom, protocolRoom } from '@contact/domain/realtime';
import { customerTypingEvent, seenStatuses, widgetEvents, widgetSocket, type SeenStatus } from '@contact/domain/widget';
import type { FastifyInstance } from 'fastify';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { CustomerTokenPayload } from '../../../platform/auth/customer-tokens';
import { closeSocketServer, shareWithOtherProcesses } from '../../../platform/realtime-adapter';
import { activeWidget } from '../../settings/lookups/widget.lookup';
import { originAllowed } from './widget-access';
import { markSeen, openProtocolOf } from './widget-conversation';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's own interface
  interface FastifyInstance {
    /** The web chat customers' sockets, one room per customer conversation. */
    widgetSockets: Namespace;
  }
}

/** The room of one customer's conversation on one widget. */
export const customerRoom = (customer: Pick<CustomerTokenPayload, 'companyId' | 'widgetId' | 'contactId'>) =>
  `widget:${customer.companyId}:${customer.widgetId}:${customer.contactId}`;

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];

/**
 * Customers' sockets: a Socket.IO server of their own (own path, open to the sites the
 * widget allows, customer tokens only), apart from the staff connection and its rules.
 */
export async function registerWidgetSockets(app: FastifyInstance) {
  const io = new Server(app.server, { path: widgetSocket.path, serveClient: false, cors: { origin: true } });
  if (app.config.databaseUrl) await shareWithOtherProcesses(app, io, app.config.databaseUrl, 'widget');
  const namespace = io.of(widgetSocket.namespace);

  namespace.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token ?? socket.handshake.query.token;
    const customer = typeof token === 'string' ? await app.customerTokens.verify(token) : null;
    const found = customer ? await activeWidget(app.db, customer.companyId, customer.widgetId).catch(() => null) : null;
    if (!customer || !found) return next(new Error('unauthenticated'));
    if (!originAllowed(socket.handshake.headers.origin, socket.handshake.headers.host, found.widget))
      return next(new Error('origin not allowed'));
    socket.data.customer = customer;
    next();
  });

  namespace.on('connection', async (socket: Socket) => {
    const customer = socket.data.customer as CustomerTokenPayload;
    await socket.join(customerRoom(customer));
    socket.on(widgetEvents.typing, async (typing: unknown) => {
      const protocolId = await openProtocolOf(app.db, customer).catch(() => null);
      if (protocolId === null) return;
      app.realtime.io
        .to(companyRoom(customer.companyId, protocolRoom(protocolId)))
        .emit(customerTypingEvent, { protocol_id: protocolId, typing: typing === true });
    });
    socket.on(widgetEvents.seen, (input: unknown) => {
      const { ids, status } = (input ?? {}) as { ids?: unknown; status?: unknown };
      if (!seenStatuses.includes(status as SeenStatus)) return;
      markSeen(app, customer, idsOf(ids), status as SeenStatus).catch((error: unknown) =>
        app.log.error({ err: error }, 'widget receipt not stored'),
      );
    });
  });

  app.decorate('widgetSockets', namespace);
  app.addHook('preClose', () => closeSocketServer(io));
}
