import {
  addNote,
  addProtocolTag,
  callMe,
  assignProtocol,
  categorizeProtocol,
  closeAllProtocols,
  closeProtocol,
  derivateToVoice,
  finalizeProtocol,
  markProtocolRead,
  pauseProtocol,
  removeProtocolTag,
  setWorkflowStatus,
  tabulateProtocol,
  takeProtocol,
  toggleProtocolAi,
  transferProtocol,
  updateProtocolCustomer,
  addTranscription,
  createVideoSession,
  linkTicket,
  pinProtocol,
  recordFeelings,
  registerOccurrence,
  registerPhoneProtocol,
} from '@contact/domain/protocols';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { createAssignmentService } from './assignment.service';
import { createCallMeService } from './call-me.service';
import { createClosingService } from './closing.service';
import { createCustomerService } from './customers.service';
import { createFlagService } from './flags.service';
import { createNoteService } from './notes.service';
import type { ProtocolSettings } from './protocol-settings';
import { createRecordService } from './records.service';

/** Everything an agent or supervisor does to a protocol. */
export function registerProtocolActionRoutes(app: FastifyInstance, settings: ProtocolSettings) {
  const deps = { db: app.db, events: app.events, settings };
  const assignment = createAssignmentService(deps);
  const closing = createClosingService(deps);
  const flags = createFlagService(deps);
  const notes = createNoteService(deps);
  const customers = createCustomerService(deps);

  route(app, takeProtocol, ({ auth, body }) => assignment.take(auth, body.protocol_id));
  route(app, assignProtocol, ({ auth, body }) => assignment.assign(auth, body.protocol_id, body.user_id));
  route(app, transferProtocol, ({ auth, body }) =>
    assignment.transfer(auth, {
      protocolId: body.protocol_id,
      note: body.note,
      departmentId: body.new_department_id,
      userId: body.new_user_id,
    }),
  );
  route(app, pauseProtocol, ({ auth, params, body }) => flags.pause(auth, params.id, body.pause));
  route(app, toggleProtocolAi, ({ auth, body }) => flags.toggleAi(auth, body.id));
  route(app, addProtocolTag, ({ auth, body }) => flags.tag(auth, body.id_protocol, body.id_tag, true));
  route(app, removeProtocolTag, ({ auth, body }) => flags.tag(auth, body.id_protocol, body.id_tag, false));
  route(app, markProtocolRead, ({ auth, params }) => flags.markRead(auth, params.id));
  route(app, categorizeProtocol, ({ auth, body, request }) =>
    closing.categorize(auth, body.id, body.tab, request.locale),
  );
  route(app, setWorkflowStatus, ({ auth, body }) => closing.setWorkflowStatus(auth, body.id, body.workflow_status));
  const tabulation = (body: {
    protocolo: number;
    tab: number;
    matricula?: string;
    grupo?: string;
    subgrupo?: string;
    ocorrencia?: string;
  }) => ({
    protocolId: body.protocolo,
    tabulationId: body.tab,
    registration: body.matricula,
    group: body.grupo,
    subgroup: body.subgrupo,
    occurrence: body.ocorrencia,
  });
  route(app, finalizeProtocol, ({ auth, body, request }) => closing.finalize(auth, tabulation(body), request.locale));
  route(app, tabulateProtocol, ({ auth, body, request }) => closing.tabulate(auth, tabulation(body), request.locale));
  route(app, derivateToVoice, ({ auth, params }) => flags.toVoiceQueue(auth, params.id));
  route(app, closeProtocol, ({ auth, params }) => closing.close(auth, params.id));
  route(app, closeAllProtocols, async ({ auth, body }) => ({ closed: await closing.closeAll(auth, body.ids) }));
  route(app, addNote, ({ auth, body }) => notes.add(auth, body.protocol_id, body.text));
  route(app, updateProtocolCustomer, ({ auth, body }) => customers.updateFirst(auth, body));

  const records = createRecordService(deps);
  route(app, pinProtocol, ({ auth, body }) => records.pin(auth, body.id, body.fixed));
  route(app, linkTicket, ({ auth, body }) => records.linkTicket(auth, body.protocol_id, body.ticket));
  route(app, registerOccurrence, ({ auth, body, request }) =>
    records.occurrence(auth, { protocolId: body.protocol_id, tab: body.tab, text: body.text }, request.locale),
  );
  route(app, registerPhoneProtocol, ({ auth, body, request }) => records.phoneCall(auth, body, request.locale));
  route(app, recordFeelings, ({ auth, body }) =>
    records.recordFeeling(auth, { protocolId: body.protocol_id, feeling: body.feeling, score: body.score }),
  );
  route(app, addTranscription, ({ auth, body }) => records.transcribe(auth, body.message_id, body.text));
  route(app, createVideoSession, ({ auth, body }) => records.videoSession(auth, body.protocol_id));

  const calls = createCallMeService({ ...deps, secrets: app.secrets });
  route(app, callMe, ({ auth, body, request }) =>
    calls.call(auth, { protocolId: body.protocol_id, phone: body.phone }, request.locale),
  );
}
