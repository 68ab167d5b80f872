import {
  countByChannel,
  countByDepartment,
  countByStatus,
  countBySupport,
  countQueues,
  createProtocol,
  exportProtocol,
  getProtocol,
  getQueuePlace,
  listSchedules,
  scheduleCall,
  scheduleReminder,
  getProtocolHistory,
  listNotes,
  listProtocolCustomers,
  listProtocols,
  searchProtocolHistory,
} from '@contact/domain/protocols';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { createProtocolCreation } from './create.service';
import type { ProtocolSettings } from './protocol-settings';
import { fileExtension } from '../../platform/files';
import { exportProtocolPdf } from './export.service';
import { createProtocolQueries } from './query.service';
import { visibleQueuePlace } from './queue-place.service';
import { createScheduleService } from './schedules.service';

/** Reads of protocols and the start of a new one. */
export function registerProtocolReadRoutes(app: FastifyInstance, settings: ProtocolSettings) {
  const queries = createProtocolQueries(app.db, { keptTexts: app.config.protocolTextsKept });
  const creation = createProtocolCreation({ db: app.db, events: app.events, settings });

  route(app, listProtocols, ({ auth, query }) => queries.list(auth, query));
  route(app, countQueues, ({ auth, query }) => queries.queueCounts(auth, query));
  route(app, countByDepartment, ({ auth, query }) => queries.countBy(auth, query, 'department'));
  route(app, countBySupport, ({ auth, query }) => queries.countBy(auth, query, 'support'));
  route(app, countByChannel, ({ auth, query }) => queries.countBy(auth, query, 'channel'));
  route(app, countByStatus, ({ auth, query }) => queries.countBy(auth, query, 'status'));
  route(app, searchProtocolHistory, ({ auth, query }) => queries.customerHistory(auth, query));
  route(app, getProtocolHistory, ({ auth, params }) => queries.history(auth, params.id));
  route(app, listProtocolCustomers, ({ auth, params }) => queries.customers(auth, params.id));
  route(app, listNotes, ({ auth, params }) => queries.notes(auth, params.id));
  route(app, getProtocol, ({ auth, params }) => queries.get(auth, params.id));
  route(app, createProtocol, ({ auth, body }) => creation.create(auth, body));
  route(app, exportProtocol, async ({ auth, query, request, reply }) => {
    const pdf = await exportProtocolPdf(app.db, auth, query.protocol, request.locale);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="protocolo-${query.protocol}.pdf"`)
      .send(pdf);
  });
  route(app, getQueuePlace, ({ auth, params }) => visibleQueuePlace(app.db, auth, params.id));

  const schedules = createScheduleService({ db: app.db, events: app.events, jobs: app.jobs, realtime: app.realtime });
  route(app, scheduleCall, ({ auth, body }) =>
    schedules.create(auth, {
      protocolId: body.protocol_id,
      kind: 'call',
      phone: body.phone,
      text: body.note,
      date: body.date,
    }),
  );
  route(app, scheduleReminder, async ({ auth, body, files }) => {
    const file = files[0];
    const attachment = file
      ? { key: await app.files.put(file.content, fileExtension(file.filename)), name: file.filename.slice(0, 200) }
      : undefined;
    return schedules.create(auth, {
      protocolId: body.protocol_id,
      kind: 'reminder',
      text: body.text,
      date: body.date,
      attachment,
    });
  });
  route(app, listSchedules, ({ auth, params }) => schedules.list(auth, params.id));
}
