import { protocolStatuses, type Message } from '@contact/domain/protocols';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, protocols } from '../../db/schema';
import type { DomainEvent, EventBus } from '../../platform/events';
import { toWireProtocol } from '../protocols/protocol.repo';
import { deliveredByAdapter } from './agent-message';
import { toWireMessage } from './message-wire';

export type AutomaticAnswer = { protocolId: number; text: string };

/**
 * The company's automatic answers on several protocols (office hours, no operator online) in one
 * transaction: each goes out through its protocol's channel like an agent's message, without
 * changing whose turn it is; a closed protocol gets none. Answers the messages stored.
 */
export async function sendAutomaticAnswers(
  deps: { db: Database; events: EventBus },
  companyId: number,
  answers: AutomaticAnswer[],
): Promise<Message[]> {
  if (answers.length === 0) return [];
  const events: DomainEvent[] = [];
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(protocols)
      .where(
        and(
          eq(protocols.companyId, companyId),
          inArray(
            protocols.id,
            answers.map((answer) => answer.protocolId),
          ),
        ),
      )
      .orderBy(asc(protocols.id))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const open = answers.flatMap(({ protocolId, text }) => {
      const row = byId.get(protocolId);
      return row && row.status !== protocolStatuses.closed ? [{ row, text }] : [];
    });
    if (open.length === 0) return;
    const stored = await tx
      .insert(messages)
      .values(
        open.map(({ row, text }) => ({
          companyId,
          protocolId: row.id,
          channelId: row.channelId,
          direction: 'out',
          author: 'system',
          text,
          status: deliveredByAdapter(row) ? 'queued' : 'sent',
        })),
      )
      .returning();
    for (const [index, message] of stored.entries()) {
      const row = open[index]?.row;
      if (!row || row.id !== message.protocolId) throw new Error('message not stored');
      events.push({
        type: 'message.created',
        companyId,
        protocol: toWireProtocol(row),
        message: toWireMessage(message),
      });
    }
  });
  deps.events.publish(events);
  return events.flatMap((event) => (event.type === 'message.created' ? [event.message] : []));
}
