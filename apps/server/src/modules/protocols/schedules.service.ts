import { translate } from '@contact/domain/i18n';
import { localeSchema } from '@contact/domain/locales';
import type { Schedule } from '@contact/domain/protocols';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { protocolSchedules, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { JobQueue } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import { actorOf, assertVisible, changeProtocol } from './protocol-change';
import { findProtocol } from './protocol.repo';

export const scheduleQueue = 'protocol-schedule';
export const notificationEvent = 'notification';

type Row = typeof protocolSchedules.$inferSelect;
type Attachment = { key: string; name: string };

function toWire(row: Row): Schedule {
  const attachment = row.attachment as Attachment | null;
  return {
    id: row.id,
    protocol_id: row.protocolId,
    kind: row.kind === 'call' ? 'call' : 'reminder',
    phone: row.phone,
    text: row.text,
    date: new Date(row.dueAt).toISOString(),
    user_id: row.userId,
    done: row.doneAt !== null,
    attachment: attachment ? { name: attachment.name, url: `/api/v1/files/${attachment.key}` } : null,
  };
}

export type ScheduleInput = {
  protocolId: number;
  kind: 'call' | 'reminder';
  phone?: string;
  text: string;
  date: string;
  attachment?: Attachment;
};

/** Calls back and reminders: stored with the protocol, announced to the agent when due. */
export function createScheduleService(deps: { db: Database; events: EventBus; jobs: JobQueue; realtime: Realtime }) {
  const { db, jobs } = deps;

  async function notify(payload: Record<string, unknown>) {
    const { id } = z.object({ id: z.number() }).parse(payload);
    const [row] = await db.select().from(protocolSchedules).where(eq(protocolSchedules.id, id)).limit(1);
    if (!row || row.doneAt) return;
    const protocol = await findProtocol(db, row.companyId, row.protocolId);
    const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, row.userId)).limit(1);
    const locale = localeSchema.catch('pt-BR').parse(user?.language);
    const params = { number: protocol?.number ?? String(row.protocolId), text: row.text, phone: row.phone ?? '' };
    deps.realtime.toUser(row.companyId, row.userId, notificationEvent, {
      kind: row.kind,
      protocol_id: row.protocolId,
      schedule_id: row.id,
      message: translate(locale, row.kind === 'call' ? 'notifications.call' : 'notifications.reminder', params),
    });
    await db.update(protocolSchedules).set({ doneAt: new Date() }).where(eq(protocolSchedules.id, row.id));
  }

  jobs.handle(scheduleQueue, notify);

  return {
    async create(auth: AuthContext, input: ScheduleInput): Promise<Schedule> {
      const dueAt = new Date(input.date);
      if (dueAt.getTime() <= Date.now())
        throw new AppError('validation', 'errors.dateInPast', {}, { date: { key: 'errors.dateInPast' } });
      let created: Row | null = null;
      await changeProtocol(deps, auth, input.protocolId, () => ({
        set: {},
        history: [
          {
            type: input.kind === 'call' ? 'call_scheduled' : 'reminder_scheduled',
            ...actorOf(auth),
            data: { date: dueAt.toISOString(), phone: input.phone ?? null, text: input.text },
          },
        ],
        after: async (tx, row) => {
          const [inserted] = await tx
            .insert(protocolSchedules)
            .values({
              companyId: auth.companyId,
              protocolId: row.id,
              userId: auth.userId,
              kind: input.kind,
              phone: input.phone ?? null,
              text: input.text,
              attachment: input.attachment ?? null,
              dueAt,
            })
            .returning();
          created = inserted ?? null;
          return [];
        },
      }));
      const row = created as Row | null;
      if (!row) throw new Error('schedule not stored');
      await jobs.schedule(scheduleQueue, { id: row.id }, { key: String(row.id), runAt: dueAt });
      return toWire(row);
    },

    async list(auth: AuthContext, protocolId: number): Promise<Schedule[]> {
      assertVisible(auth, await findProtocol(db, auth.companyId, protocolId));
      const rows = await db
        .select()
        .from(protocolSchedules)
        .where(eq(protocolSchedules.protocolId, protocolId))
        .orderBy(asc(protocolSchedules.dueAt));
      return rows.map(toWire);
    },
  };
}
