import type { Protocol } from '@contact/domain/protocols';
import type { FastifyInstance } from 'fastify';
import { isDepartmentOpen } from '../settings/lookups/routing.lookup';
import type { createMessageService } from '../messages/messages.service';
import { countReceivingAgents } from '../users-admin/availability';

type MessageService = ReturnType<typeof createMessageService>;

/**
 * What a department answers a new conversation by itself: out of its hours, the schedule's
 * out-of-hours message; in hours with no operator taking protocols, its no-operator message.
 */
async function automaticAnswer(app: FastifyInstance, companyId: number, departmentId: number): Promise<string | null> {
  const { open, schedule } = await isDepartmentOpen(app.db, companyId, departmentId, new Date());
  if (!schedule) return null;
  const text = !open
    ? schedule.outOfHoursMessage
    : (await countReceivingAgents(app.db, companyId, departmentId)) === 0
      ? schedule.noOperatorMessage
      : null;
  return text?.trim() || null;
}

/** A new conversation gets its department's automatic answer, if it has one now. */
export async function answerOutOfHours(
  app: FastifyInstance,
  service: MessageService,
  companyId: number,
  protocol: Protocol,
) {
  await answerOutOfHoursAll(app, service, companyId, [protocol]);
}

/** Several new conversations of one company: each department's answer is worked out once, all are sent together. */
export async function answerOutOfHoursAll(
  app: FastifyInstance,
  service: MessageService,
  companyId: number,
  protocols: Protocol[],
) {
  const texts = new Map<number, string | null>();
  const answers: { protocolId: number; text: string }[] = [];
  for (const protocol of protocols) {
    const departmentId = protocol.department_id;
    if (!texts.has(departmentId)) texts.set(departmentId, await automaticAnswer(app, companyId, departmentId));
    const text = texts.get(departmentId);
    if (text) answers.push({ protocolId: protocol.id, text });
  }
  await service.sendAutomaticMany(companyId, answers);
}
