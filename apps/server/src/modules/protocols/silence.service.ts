import {
  isSilent,
  lastDirectionWhenSilent,
  protocolStatuses,
  silencePhaseOf,
  type SilencePhase,
} from '@contact/domain/protocols';
import { and, eq, exists, inArray, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, messages, protocolEvents, protocols, users } from '../../db/schema';
import type { EventBus, DomainEvent } from '../../platform/events';
import { listInactivityRules, listProtocolPauseRules } from '../settings/lookups/routing.lookup';
import { previewOf, toWireMessage } from '../messages/message-wire';
import { applyChange, type Decision } from './protocol-change';
import { lockProtocol, toWireProtocol, type Executor, type ProtocolRow } from './protocol.repo';

/** One silence rule as the sweep applies it: what to say, and what to do afterwards. */
type SilenceRule = {
  /** Recorded with the message, so a rule speaks once per silence. */
  key: string;
  /** Only after this rule's own message was the last thing said (close after the inactivity message). */
  after?: string;
  id: number;
  kind: 'inactivity' | 'pause';
  phase: SilencePhase;
  waitingFor: 'customer' | 'operator';
  minutes: number;
  message: string;
  departments: number[];
  channels: number[];
  profiles: number[];
  then: 'nothing' | 'pause' | 'close';
};

/** Candidates in one pass per rule; the rest wait for the next pass. */
const batch = 100;

async function rulesOf(db: Database, companyId: number): Promise<SilenceRule[]> {
  const [inactivity, pause] = await Promise.all([
    listInactivityRules(db, companyId),
    listProtocolPauseRules(db, companyId),
  ]);
  const scope = (rule: { phase: SilencePhase; departments: number[]; channels: number[]; profiles: number[] }) => ({
    phase: rule.phase,
    departments: rule.departments,
    channels: rule.channels,
    profiles: rule.profiles,
  });
  return [
    ...inactivity.flatMap((rule): SilenceRule[] => {
      const message: SilenceRule = {
        ...scope(rule),
        key: `inactivity:${rule.id}`,
        id: rule.id,
        kind: 'inactivity',
        waitingFor: rule.waitingFor,
        minutes: rule.time,
        message: rule.message,
        then: 'nothing',
      };
      if (!rule.closeAfter) return [message];
      // Still silent `closeAfter` minutes after the inactivity message: the protocol closes.
      const close: SilenceRule = {
        ...message,
        key: `inactivity-close:${rule.id}`,
        after: message.key,
        waitingFor: 'customer',
        minutes: rule.closeAfter,
        message: rule.closeMessage ?? '',
        then: 'close',
      };
      return [message, close];
    }),
    ...pause.map((rule): SilenceRule => ({
      ...scope(rule),
      key: `pause:${rule.id}`,
      id: rule.id,
      kind: 'pause',
      waitingFor: 'customer',
      minutes: rule.time,
      message: rule.message,
      then: rule.action,
    })),
  ];
}

/** The rule's message is the protocol's last message. */
const spokeSinceLastMessage = (db: Database, key: string) =>
  db
    .select({ id: protocolEvents.id })
    .from(protocolEvents)
    .where(
      and(
        eq(protocolEvents.protocolId, protocols.id),
        eq(protocolEvents.type, 'silence_message'),
        sql`${protocolEvents.data}->>'rule' = ${key}`,
        sql`${protocolEvents.createdAt} >= ${protocols.lastMessageAt}`,
      ),
    );

/** Protocols silent long enough for the rule that it has not answered since their last message. */
async function candidatesOf(db: Database, companyId: number, rule: SilenceRule, now: Date) {
  const phase = silencePhaseOf[rule.phase];
  const rows = await db
    .select({ id: protocols.id })
    .from(protocols)
    .leftJoin(users, eq(users.id, protocols.userId))
    .where(
      and(
        eq(protocols.companyId, companyId),
        eq(protocols.support, phase.support),
        inArray(protocols.status, [...phase.statuses]),
        inArray(protocols.departmentId, rule.departments),
        inArray(protocols.channelId, rule.channels),
        eq(protocols.lastMessageDirection, lastDirectionWhenSilent[rule.waitingFor]),
        lte(protocols.lastMessageAt, new Date(now.getTime() - rule.minutes * 60_000)),
        // Profiles apply to the agent holding it; a protocol no one holds matches any.
        rule.profiles.length > 0
          ? or(sql`${protocols.userId} is null`, inArray(users.profile, rule.profiles))
          : undefined,
        notExists(spokeSinceLastMessage(db, rule.key)),
        rule.after ? exists(spokeSinceLastMessage(db, rule.after)) : undefined,
      ),
    )
    .limit(batch);
  return rows.map((row) => row.id);
}

/** Sends the rule's message as the platform, then pauses or closes when the rule says so. */
function silenceDecision(rule: SilenceRule, companyId: number, now: Date): (row: ProtocolRow) => Decision {
  return (row) => ({
    set: {
      ...(rule.message
        ? { lastMessageText: previewOf(rule.message, []), lastMessageAt: now, lastMessageDirection: 'out' }
        : {}),
      ...(rule.then === 'pause' ? { paused: true } : {}),
      ...(rule.then === 'close'
        ? { status: protocolStatuses.closed, closedAt: now, paused: false, unreadCount: 0 }
        : {}),
    },
    history: [
      {
        type: 'silence_message',
        userId: null,
        userName: null,
        data: { rule: rule.key, setting: rule.id, kind: rule.kind, then: rule.then },
      },
      ...(rule.then === 'pause' ? [{ type: 'paused' as const, userId: null, userName: null }] : []),
      ...(rule.then === 'close' ? [{ type: 'closed' as const, userId: null, userName: null }] : []),
    ],
    after: async (tx, updated) => {
      if (!rule.message) return [];
      const [message] = await tx
        .insert(messages)
        .values({
          companyId,
          protocolId: row.id,
          direction: 'out',
          author: 'system',
          text: rule.message,
          status: 'sent',
        })
        .returning();
      if (!message) throw new Error('message not stored');
      return [
        { type: 'message.created', companyId, protocol: toWireProtocol(updated), message: toWireMessage(message) },
      ];
    },
  });
}

/** Watches silent protocols: the inactivity message, and the protocol pause (pause or close). */
export function createSilenceWatch(deps: { db: Database; events: EventBus }) {
  const { db } = deps;

  async function apply(companyId: number, rule: SilenceRule, protocolId: number, now: Date) {
    const pending: DomainEvent[] = [];
    await db.transaction(async (tx) => {
      const row = await lockProtocol(tx as Executor, companyId, protocolId);
      if (!row) return;
      const silent = isSilent(
        {
          status: row.status,
          support: row.support,
          lastMessageDirection: row.lastMessageDirection,
          lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).getTime() : null,
        },
        rule,
        now.getTime(),
      );
      if (!silent) return;
      pending.push(...(await applyChange(tx, companyId, row, silenceDecision(rule, companyId, now)(row))).events);
    });
    deps.events.publish(pending);
  }

  return {
    /** One pass over every company's rules; answers how many protocols it acted on. */
    async sweep(now = new Date()): Promise<number> {
      let acted = 0;
      const companyRows = await db.select({ id: companies.id }).from(companies);
      for (const { id: companyId } of companyRows) {
        for (const rule of await rulesOf(db, companyId)) {
          for (const protocolId of await candidatesOf(db, companyId, rule, now)) {
            await apply(companyId, rule, protocolId, now);
            acted += 1;
          }
        }
      }
      return acted;
    },
  };
}
