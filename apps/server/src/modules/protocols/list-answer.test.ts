import { protocolListResponseSchema, protocolSchema, type Protocol } from '@contact/domain/protocols';
import { describe, expect, it } from 'vitest';
import { plainJsonWriter } from '../../platform/serialization';
import { listAnswer } from './query.service';

const protocol = (id: number, overrides: Partial<Protocol> = {}): Protocol => ({
  id,
  number: `2026112300000${id}`,
  id_channel: 2,
  department_id: 1,
  user_id: null,
  user_name: null,
  status: 1,
  support: 2,
  tab_status: 1,
  tabulation_id: null,
  protocol_workflow: null,
  protocol_workflow_status: null,
  is_recording_screen: false,
  pause: false,
  protocol_ia_enabled: false,
  session_video: null,
  protocol_contact_id: 10,
  protocol_phone: '5511999990000',
  customer_name: 'Bernardo "Sétimo" \\ Silva',
  subject: null,
  origin: 'inbound',
  sla: 'em_dia',
  sla_due_at: '2026-11-23T10:11:12.345Z',
  nps: null,
  fixed: false,
  ticket: null,
  feeling: null,
  campaign: null,
  tags: [{ id: 7 }],
  last_message: 'Olá\nlinha 2 \u2028',
  last_message_at: '2026-11-23T10:00:00.000Z',
  last_message_direction: 'in',
  last_inbound_at: '2026-11-23T10:00:00.000Z',
  channel_config_id: null,
  channel_config_section: null,
  unread_count: 1,
  queued_at: '2026-11-23T09:59:59.999Z',
  created_at: '2026-11-23T09:59:59.999Z',
  closed_at: null,
  seq: 41,
  ...overrides,
});

describe('a list answer written around its protocols texts', () => {
  const writeProtocol = plainJsonWriter(protocolSchema);
  const writeAnswer = plainJsonWriter(protocolListResponseSchema);

  it('is the text the route serializer writes for the same answer, byte for byte', () => {
    for (const protocols of [
      [],
      [protocol(1)],
      [protocol(1), protocol(2, { user_id: 5, user_name: 'Ana', status: 3 })],
    ]) {
      const answer = listAnswer(
        protocols.map((protocol) => Buffer.from(writeProtocol(protocol))),
        3,
        97,
      ).bytes.toString();
      expect(answer).toBe(writeAnswer({ protocols, currentPage: 3, removed: [], seq: 97 }));
      expect(protocolListResponseSchema.parse(JSON.parse(answer))).toEqual({
        protocols,
        currentPage: 3,
        removed: [],
        seq: 97,
      });
    }
  });
});
