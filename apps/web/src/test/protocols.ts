import type { Message, Protocol, ProtocolDetail } from '@contact/domain/protocols';

let nextId = 100;

/** A protocol as the server sends it, with the fields a test cares about. */
export function protocolWith(changes: Partial<Protocol> = {}): Protocol {
  nextId += 1;
  return {
    id: nextId,
    number: `2026010100${String(nextId).padStart(4, '0')}`,
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
    protocol_contact_id: 1,
    protocol_phone: '11912345678',
    customer_name: 'Maria Cliente',
    subject: null,
    origin: 'inbound',
    sla: 'em_dia',
    sla_due_at: null,
    nps: null,
    fixed: false,
    ticket: null,
    feeling: null,
    campaign: null,
    tags: [],
    last_message: 'Olá',
    last_message_at: '2026-01-01T12:00:00.000Z',
    last_message_direction: 'in',
    last_inbound_at: '2026-01-01T12:00:00.000Z',
    channel_config_id: null,
    channel_config_section: null,
    unread_count: 1,
    queued_at: '2026-01-01T12:00:00.000Z',
    created_at: '2026-01-01T12:00:00.000Z',
    closed_at: null,
    seq: 1,
    ...changes,
  };
}

export function detailOf(protocol: Protocol, changes: Partial<ProtocolDetail> = {}): ProtocolDetail {
  return {
    ...protocol,
    customers: [
      { id: 1, name: 'Maria Cliente', phone: '11912345678', email: null, tax_id: null, crm_contact_id: null },
    ],
    notes: [],
    ...changes,
  };
}

export function messageWith(changes: Partial<Message> = {}): Message {
  nextId += 1;
  return {
    message_id: nextId,
    protocol_id: 1,
    direction: 'in',
    author: 'customer',
    user_id: null,
    user_name: null,
    text: 'Olá',
    attachments: [],
    status: 'received',
    failure_reason: null,
    client_id: null,
    transcription: null,
    subject: null,
    html: null,
    location: null,
    template_header: null,
    created_at: '2026-01-01T12:00:00.000Z',
    ...changes,
  };
}
