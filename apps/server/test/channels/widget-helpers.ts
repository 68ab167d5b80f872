import { weekdays } from '@contact/domain/settings';
import { widgetSocket } from '@contact/domain/widget';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { settingsRecords } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';

/** The demo company's widget as its embed code names it. */
export async function demoWidget(t: TestApp) {
  const [row] = await t.db
    .select()
    .from(settingsRecords)
    .where(and(eq(settingsRecords.section, 'widget'), eq(settingsRecords.companyId, 1)))
    .limit(1);
  if (!row) throw new Error('demo widget missing');
  return { id: row.id, key: (row.data as { publicKey: string }).publicKey };
}

/** Changes a settings record's data in place (test set-up, not what the product does). */
export async function patchRecord(t: TestApp, section: string, companyId: number, data: Record<string, unknown>) {
  const [row] = await t.db
    .select()
    .from(settingsRecords)
    .where(and(eq(settingsRecords.section, section), eq(settingsRecords.companyId, companyId)))
    .limit(1);
  if (!row) throw new Error(`${section} missing`);
  await t.db
    .update(settingsRecords)
    .set({ data: { ...(row.data as object), ...data } })
    .where(eq(settingsRecords.id, row.id));
}

/** The demo schedule open all day every day, or closed all week. */
export function setOpen(t: TestApp, open: boolean) {
  return patchRecord(t, 'schedule', 1, {
    weekdays: open ? weekdays.map((weekday) => ({ weekday, start: '00:00', end: '23:59' })) : [],
  });
}

/** A customer's socket on the widget's own Socket.IO path and namespace. */
export async function openCustomerSocket(url: string, token: string, origin?: string) {
  const socket: Socket = connect(`${url}${widgetSocket.namespace}`, {
    path: widgetSocket.path,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: origin ? { origin } : {},
  });
  const outcome = await new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return { socket, outcome };
}
