import { configurationOf, mayWriteFreely } from '@contact/domain/channels';
import { capabilitiesUsed, deniedCapabilities } from '@contact/domain/messages';
import { protocolStatuses, supports, type Message } from '@contact/domain/protocols';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawTable } from '../../db/raw-rows';
import { messages } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError } from '../../platform/errors';
import type { DomainEvent, EventBus } from '../../platform/events';
import { actorOf, assertTransition, assertVisible, ownerLost } from '../protocols/protocol-change';
import type { ProtocolSettings } from '../protocols/protocol-settings';
import {
  findProtocol,
  lockProtocol,
  placeOf,
  toWireProtocol,
  writeChangeIfUnmoved,
  type Executor,
  type ProtocolChanges,
  type ProtocolRow,
} from '../protocols/protocol.repo';
import { previewOf, toWireMessage, type StoredAttachment } from './message-wire';
import type { TemplateSend } from './template-message';

export type OutgoingMessage = {
  protocolId: number;
  text: string;
  clientId?: string;
  attachments: StoredAttachment[];
  /** An approved WhatsApp template the text was filled from: the channel sends the template itself. */
  template?: TemplateSend;
};

/** Whether an agent's message on this protocol is handed to a channel adapter, or the integration delivers it. */
export const deliveredByAdapter = (row: { channelId: number; channelConfigId: number | null }) =>
  row.channelConfigId !== null && configurationOf(row.channelId) !== null;

/** WhatsApp's 24-hour window closed: only an approved template may reach the customer now. */
const windowClosed = () =>
  new AppError('conflict', 'errors.whatsappWindowClosed', {}, { text: { key: 'errors.whatsappWindowClosed' } });

/** Statuses after the agent answers: the customer's turn. */
const afterAgentReply = (status: number) =>
  status === protocolStatuses.waiting || status === protocolStatuses.awaitingOperator
    ? protocolStatuses.awaitingCustomer
    : status;

/** Messages written by hand-written statements: an agent's message is the hottest write. */
const messageRows = rawTable(messages);

/** The message's client id is already taken on the protocol: the change is rolled back. */
class AlreadySent extends Error {
  constructor() {
    super('client id already used on the protocol');
  }
}

/** The agent's earlier message with this client id, if any. */
export async function sentBefore(db: Database, companyId: number, protocolId: number, clientId: string) {
  const [first] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.protocolId, protocolId), eq(messages.clientId, clientId), eq(messages.companyId, companyId)))
    .limit(1);
  return first ?? null;
}

async function assertMaySend(
  settings: ProtocolSettings,
  tx: Database,
  auth: AuthContext,
  row: ProtocolRow,
  input: OutgoingMessage,
) {
  if (row.status === protocolStatuses.closed) throw new AppError('conflict', 'errors.protocolClosed');
  if (!input.template && !mayWriteFreely(row, new Date())) throw windowClosed();
  const used = capabilitiesUsed(
    input.text,
    input.attachments.map((file) => file.type),
  );
  if (used.length === 0) return;
  const allowed = await settings.sendPermissions(tx, auth.companyId, auth.userId, row.departmentId);
  const [denied] = deniedCapabilities(used, allowed);
  if (!denied) return;
  const field = denied === 'emojis' ? 'text' : 'files';
  throw new AppError(
    'forbidden',
    'errors.sendNotAllowed',
    { what: `capabilities.${denied}` },
    { [field]: { key: 'errors.sendNotAllowed', params: { what: `capabilities.${denied}` } } },
  );
}

/** Tries without a lock before locking the protocol: each miss means another change came between read and write. */
const unlockedTries = 2;

/**
 * Stores an agent's message on the protocol it answers and moves the protocol to the
 * customer's turn, in one statement: read without a lock, then written only if no other change
 * came in between (else read and tried again, locked at the last try). A client id already used
 * on the protocol writes nothing (the unique index answers, with no lookup before): the caller
 * answers the first message.
 */
export async function storeAgentMessage(
  deps: { db: Database; events: EventBus; settings: ProtocolSettings },
  auth: AuthContext,
  input: OutgoingMessage,
): Promise<Message> {
  const { db } = deps;
  for (let tries = 0; tries < unlockedTries; tries++) {
    const written = await writeMessage(
      deps.settings,
      db,
      auth,
      input,
      await findProtocol(db, auth.companyId, input.protocolId),
    );
    if (written) return published(deps.events, written);
    if (input.clientId && (await sentBefore(db, auth.companyId, input.protocolId, input.clientId))) {
      throw new AlreadySent();
    }
  }
  const written = await db.transaction(async (tx) =>
    writeMessage(deps.settings, tx, auth, input, await lockProtocol(tx, auth.companyId, input.protocolId)),
  );
  if (!written) throw new AlreadySent();
  return published(deps.events, written);
}

function published(events: EventBus, written: { message: Message; events: DomainEvent[] }) {
  events.publish(written.events);
  return written.message;
}

/** The message and its protocol's change, if the protocol is still as read and the client id is new. */
async function writeMessage(
  settings: ProtocolSettings,
  db: Executor,
  auth: AuthContext,
  input: OutgoingMessage,
  row: ProtocolRow | undefined,
) {
  assertVisible(auth, row);
  await assertMaySend(settings, db as Database, auth, row, input);
  const now = new Date();
  const takes = row.userId === null && row.support === supports.human;
  const set: ProtocolChanges = {
    status: afterAgentReply(row.status),
    lastMessageText: previewOf(input.text, input.attachments),
    lastMessageAt: now,
    lastMessageDirection: 'out',
    lastActivityAt: now,
    unreadCount: 0,
    ...(takes ? { userId: auth.userId, userName: auth.name, assignedAt: now } : {}),
  };
  assertTransition(row, set);
  const values: typeof messages.$inferInsert = {
    companyId: auth.companyId,
    protocolId: row.id,
    channelId: row.channelId,
    direction: 'out',
    author: 'agent',
    userId: auth.userId,
    userName: auth.name,
    text: input.text,
    attachments: input.attachments,
    meta: input.template ? { template: input.template } : {},
    // A channel adapter delivers it and reports back; the integration API delivers its own.
    status: deliveredByAdapter(row) ? 'queued' : 'sent',
    clientId: input.clientId ?? null,
  };
  const written = await writeChangeIfUnmoved(
    db,
    auth.companyId,
    row.id,
    row.seq,
    { set, history: takes ? [{ type: 'taken', ...actorOf(auth) }] : [], lostBy: ownerLost(row, set) },
    {
      insert: (from) => messageRows.insert(values, { from, onConflictDoNothing: ['protocolId', 'clientId'] }),
      columnsOf: messageRows.columnsOf,
    },
  );
  if (!written) return null;
  const protocol = toWireProtocol(written.row);
  const message = toWireMessage(messageRows.decode(written.companion, 'companion.'));
  // The message goes first: the open conversation waits on it (see `applyChange`).
  const events: DomainEvent[] = [
    { type: 'message.created', companyId: auth.companyId, protocol, message },
    { type: 'protocol.changed', companyId: auth.companyId, protocol, previous: placeOf(row) },
  ];
  return { message, events };
}
