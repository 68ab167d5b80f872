import type { Protocol } from '@contact/domain/protocols';
import type { FastifyInstance } from 'fastify';
import { isDepartmentOpen } from '../settings/lookups/routing.lookup';
import type { createMessageService } from '../messages/messages.service';
import { countReceivingAgents } from '../users-admin/availability';

/**
 * A new conversation out of the department's hours gets the schedule's out-of-hours
 * message; in hours with no operator taking protocols, its no-operator message.
 */
export async function answerOutOfHours(
  app: FastifyInstance,
  service: ReturnType<typeof createMessageService>,
  companyId: number,
  protocol: Protocol,
) {
  const { open, schedule } = await isDepartmentOpen(app.db, companyId, protocol.department_id, new Date());
  if (!schedule) return;
  const text = !open
    ? schedule.outOfHoursMessage
    : (await countReceivingAgents(app.db, companyId, protocol.department_id)) === 0
      ? schedule.noOperatorMessage
      : null;
  if (text?.trim()) await service.sendAutomatic(companyId, protocol.id, text.trim());
}
