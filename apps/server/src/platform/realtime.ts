import { clientEvents, companyRoom, serverEvents, staticRooms, type StaticRoom } from '@contact/domain/realtime';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { twoFactorPending, verifySession, type AuthContext } from './auth/authenticate';
import type { ForgetScope } from './auth/session-cache';
import type { CompanyCacheScope } from './company-cache';
import { closeSocketServer, shareWithOtherProcesses } from './realtime-adapter';

/**
 * Resolves a requested room name to the server room(s), or null when the user may not join.
 * A resolver registered under a static room's name adds rooms to it (an operator's count
 * room also hears their departments' queues).
 */
export type RoomResolver = (
  auth: AuthContext,
  name: string,
) => Promise<string | string[] | null> | string | string[] | null;

export type Realtime = {
  io: Server;
  /** Modules teach the server their rooms by prefix (`protocol`, `list` ...). */
  addRoomResolver(prefix: string, resolver: RoomResolver): void;
  toUser(companyId: number, userId: number, event: string, payload: unknown): void;
  /** Ends the live connections of a revoked session at once. */
  dropSession(sessionId: string): void;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's own interface
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Between server processes: forget these cached sessions. */
const forgetSessionsEvent = 'sessions:forget';
/** Between server processes: forget this cached configuration of a company. */
const forgetCompanyCacheEvent = 'company-cache:forget';

/** The room where an operator, who sees only their own protocols, hears about them. */
export const ownRoom = (companyId: number, userId: number) => companyRoom(companyId, `own:${userId}`);

function staticRoomFor(auth: AuthContext, room: StaticRoom): string | null {
  if (room === 'user') return companyRoom(auth.companyId, `user:${auth.userId}`);
  if (room === 'count' && seesOnlyOwnProtocols(auth.role))
    return companyRoom(auth.companyId, `count:user:${auth.userId}`);
  if (room === 'backoffice' && seesOnlyOwnProtocols(auth.role)) return null;
  return companyRoom(auth.companyId, room);
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Socket.IO on the app's HTTP server; the token comes as the `token` query parameter. */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const io = new Server(app.server, {
    serveClient: false,
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      const allowed =
        !origin ||
        isSameOrigin(origin, request.headers.host) ||
        app.config.allowedOrigins.includes(origin.toLowerCase());
      callback(null, allowed);
    },
  });

  // Several server processes on one PostgreSQL share their emits through it (LISTEN/NOTIFY).
  if (app.config.databaseUrl) {
    await shareWithOtherProcesses(app, io, app.config.databaseUrl, 'socket.io');
    io.on(forgetSessionsEvent, (scope: ForgetScope) => app.sessionCache.forgetHere(scope));
    app.sessionCache.shareWith((scope) => io.serverSideEmit(forgetSessionsEvent, scope));
    io.on(forgetCompanyCacheEvent, (scope: CompanyCacheScope) => app.companyCache.forgetHere(scope));
    app.companyCache.shareWith((scope) => io.serverSideEmit(forgetCompanyCacheEvent, scope));
  }

  io.use(async (socket, next) => {
    const token = socket.handshake.query.token;
    const session = await verifySession(app, typeof token === 'string' ? token : null).catch(() => null);
    if (!session || twoFactorPending(session.context)) return next(new Error('unauthenticated'));
    socket.data.auth = session.context;
    next();
  });

  const resolvers = new Map<string, RoomResolver>();
  const asList = (rooms: string | string[] | null) => (rooms === null ? [] : Array.isArray(rooms) ? rooms : [rooms]);
  const resolve = async (auth: AuthContext, room: unknown): Promise<string[]> => {
    if (typeof room !== 'string' || room.length > 100) return [];
    const resolver = resolvers.get(room.split(':')[0] ?? '');
    if ((staticRooms as readonly string[]).includes(room)) {
      const base = staticRoomFor(auth, room as StaticRoom);
      if (!base) return [];
      return [base, ...(resolver ? asList(await resolver(auth, room)) : [])];
    }
    return resolver ? asList(await resolver(auth, room)) : [];
  };

  io.on('connection', async (socket: Socket) => {
    const auth = socket.data.auth as AuthContext;
    const fixed = [
      sessionRoom(auth.sessionId),
      companyRoom(auth.companyId, `user:${auth.userId}`),
      ...(seesOnlyOwnProtocols(auth.role) ? [ownRoom(auth.companyId, auth.userId)] : []),
    ];
    await socket.join(fixed);
    socket.on(clientEvents.join, async (room: unknown, acknowledge?: (joined: boolean) => void) => {
      const targets = await resolve(auth, room).catch(() => []);
      if (targets.length > 0) await socket.join(targets);
      if (typeof acknowledge === 'function') acknowledge(targets.length > 0);
    });
    socket.on(clientEvents.leave, async (room: unknown, acknowledge?: (left: boolean) => void) => {
      const targets = await resolve(auth, room).catch(() => []);
      for (const target of targets) if (!fixed.includes(target)) await socket.leave(target);
      if (typeof acknowledge === 'function') acknowledge(targets.length > 0);
    });
  });

  app.decorate('realtime', {
    io,
    addRoomResolver: (prefix, resolver) => {
      resolvers.set(prefix, resolver);
    },
    toUser: (companyId, userId, event, payload) => {
      // The signal that a user's data changed (role, e-mail, language ...): their sessions are checked again.
      if (event === serverEvents.userUpdated) app.sessionCache.forget({ userId });
      io.to(companyRoom(companyId, `user:${userId}`)).emit(event, payload);
    },
    dropSession: (sessionId) => {
      app.sessionCache.forget({ sessionIds: [sessionId] });
      io.to(sessionRoom(sessionId)).emit(serverEvents.sessionRevoked);
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  } satisfies Realtime);

  // Open sockets would keep the HTTP server from closing.
  app.addHook('preClose', () => closeSocketServer(io));
});
