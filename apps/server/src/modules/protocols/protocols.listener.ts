import {
  listRoom,
  listRoomKinds,
  protocolEvents,
  protocolRoom,
  companyRoom,
  type ListRoomKind,
} from '@contact/domain/realtime';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { protocolStatuses, supports } from '@contact/domain/protocols';
import type { FastifyInstance } from 'fastify';
import type { DomainEvent, ProtocolPlace } from '../../platform/events';
import { ownRoom } from '../../platform/realtime';
import { userDepartmentIds } from '../users/users.service';
import { visibleProtocol } from './protocol-visibility';

/** The list rooms a protocol in this place belongs to. */
function listRoomsOf(companyId: number, place: ProtocolPlace): string[] {
  return [
    listRoom('all'),
    listRoom('department', place.departmentId),
    listRoom('support', place.support),
    listRoom('channel', place.channelId),
    listRoom('status', place.status),
  ].map((name) => companyRoom(companyId, name));
}

const queueCountRoom = (departmentId: number) => `count:queue:${departmentId}`;

/** Waiting in a department's human queue for an operator to take it. */
const isQueued = (place: ProtocolPlace) =>
  place.status === protocolStatuses.waiting && place.support === supports.human && place.userId === null;

/** Realtime for protocols: who may join which room, and committed changes turned into emits. */
export function registerProtocolRealtime(app: FastifyInstance) {
  const { io } = app.realtime;

  app.realtime.addRoomResolver('protocol', async (auth, name) => {
    const id = Number(name.split(':')[1]);
    if (!Number.isInteger(id) || id <= 0) return null;
    if (!(await visibleProtocol(app.db, auth, id))) return null;
    return companyRoom(auth.companyId, protocolRoom(id));
  });

  // Lists show every protocol of the company: only roles that see them all may follow a list.
  app.realtime.addRoomResolver('list', (auth, name) => {
    if (seesOnlyOwnProtocols(auth.role)) return null;
    const [, kind, value] = name.split(':');
    if (kind === 'all' && value === undefined) return companyRoom(auth.companyId, listRoom('all'));
    if (!listRoomKinds.includes(kind as ListRoomKind) || !/^\d{1,9}$/.test(value ?? '')) return null;
    return companyRoom(auth.companyId, listRoom(kind as ListRoomKind, Number(value)));
  });

  // Operators see only their own protocols, but hear when their departments' queues change.
  app.realtime.addRoomResolver('count', async (auth, name) =>
    name === 'count' && seesOnlyOwnProtocols(auth.role)
      ? (await userDepartmentIds(app.db, auth.userId)).map((id) => companyRoom(auth.companyId, queueCountRoom(id)))
      : null,
  );

  app.events.subscribe((event: DomainEvent) => {
    const company = event.companyId;
    const room = companyRoom(company, protocolRoom(event.protocol.id));
    if (event.type === 'message.created' || event.type === 'message.updated') {
      io.to(room).emit(protocolEvents.message, event.message);
      return;
    }
    if (event.type === 'note.created') {
      io.to(room).emit(protocolEvents.note, event.note);
      return;
    }
    const { protocol, previous } = event;
    const owner = protocol.user_id;
    const lostBy =
      previous?.userId !== null && previous?.userId !== undefined && previous.userId !== owner ? previous.userId : null;
    if (lostBy !== null) io.in(ownRoom(company, lostBy)).socketsLeave(room);
    const place: ProtocolPlace = {
      status: protocol.status,
      support: protocol.support,
      departmentId: protocol.department_id,
      channelId: protocol.id_channel,
      userId: owner,
    };
    const rooms = new Set([...listRoomsOf(company, place), ...(previous ? listRoomsOf(company, previous) : []), room]);
    if (owner !== null) rooms.add(ownRoom(company, owner));
    io.to([...rooms]).emit(protocolEvents.update, protocol);
    if (lostBy !== null)
      io.to(ownRoom(company, lostBy)).emit(protocolEvents.remove, { id: protocol.id, seq: protocol.seq });
    const countRooms = [companyRoom(company, 'count')];
    for (const userId of [owner, lostBy])
      if (userId !== null) countRooms.push(companyRoom(company, `count:user:${userId}`));
    for (const where of [place, previous])
      if (where && isQueued(where)) countRooms.push(companyRoom(company, queueCountRoom(where.departmentId)));
    io.to(countRooms).emit(protocolEvents.count, { seq: protocol.seq });
  });
}
