import {
  foldQueueCounts,
  protocolPageSize,
  protocolStatuses,
  supports,
  type CountQuery,
  type HistoryEntry,
  type Note,
  type Protocol,
  type ProtocolCustomer,
  type ProtocolDetail,
  type ProtocolListQuery,
  type ProtocolListResponse,
} from '@contact/domain/protocols';
import { canonicalPhone } from '@contact/domain/channels';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contacts,
  protocolCustomers,
  protocolEvents,
  protocolNotes,
  protocolOwnerLosses,
  protocols,
  userDepartments,
} from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { searchFilter, visibleTo, type ResolvedSearch } from './protocol-filters';
import { readSearched } from './searched-read';
import { rawRows } from '../../db/raw-rows';
import { listPage } from './list-page';
import { protocolTexts } from './protocol-texts';
import { JsonText } from '../../platform/json-text';
import { countProtocols, type CountKey } from './protocol-counts';
import { assertVisible } from './protocol-change';
import { currentSequence, findProtocol, protocolRows, toWireProtocol } from './protocol.repo';

const iso = (value: Date | string) => new Date(value).toISOString();
/** A catch-up larger than this is answered with a full reload instead. */
const catchUpLimit = 1000;

export function toWireNote(row: typeof protocolNotes.$inferSelect): Note {
  return {
    id: row.id,
    protocol_id: row.protocolId,
    user_id: row.userId,
    user_name: row.userName,
    text: row.text,
    created_at: iso(row.createdAt),
  };
}

/**
 * A list's answer around its protocols' texts, copied together once, keys in the contract's order
 * as the route's serializer writes them (`list-answer.test.ts` holds the two together).
 */
export function listAnswer(protocols: Buffer[], currentPage: number, seq: number) {
  const parts: Buffer[] = [openList];
  for (const [index, text] of protocols.entries()) {
    if (index > 0) parts.push(comma);
    parts.push(text);
  }
  parts.push(Buffer.from(`],"currentPage":${currentPage},"removed":[],"seq":${seq}}`));
  return new JsonText<ProtocolListResponse>(Buffer.concat(parts));
}
const openList = Buffer.from('{"protocols":[');
const comma = Buffer.from(',');

/**
 * Reads of protocols: lists, counts, one protocol, its history, customers and notes.
 * `keptTexts`: how many protocols' texts lists keep between requests (`protocolTexts`).
 */
export function createProtocolQueries(db: Database, { keptTexts }: { keptTexts: number }) {
  const texts = protocolTexts(keptTexts);
  async function visibleRow(auth: AuthContext, id: number) {
    const row = await findProtocol(db, auth.companyId, id);
    assertVisible(auth, row);
    return row;
  }

  /** Human protocols waiting for anyone to take them in the operator's departments (within the filters), one statement. */
  async function waitingInDepartments(auth: AuthContext, query: CountQuery): Promise<number> {
    const mine = db
      .select({ id: userDepartments.departmentId })
      .from(userDepartments)
      .where(eq(userDepartments.userId, auth.userId));
    const [row] = await db
      .select({ total: count() })
      .from(protocols)
      .where(
        and(
          eq(protocols.companyId, auth.companyId),
          eq(protocols.status, protocolStatuses.waiting),
          eq(protocols.support, supports.human),
          isNull(protocols.userId),
          inArray(protocols.departmentId, mine),
          query.department_id?.length ? inArray(protocols.departmentId, query.department_id) : undefined,
          query.id_channel?.length ? inArray(protocols.channelId, query.id_channel) : undefined,
        ),
      );
    return Number(row?.total ?? 0);
  }

  async function customersOf(protocolId: number): Promise<ProtocolCustomer[]> {
    const rows = await db
      .select({ contact: contacts })
      .from(protocolCustomers)
      .innerJoin(contacts, eq(contacts.id, protocolCustomers.contactId))
      .where(eq(protocolCustomers.protocolId, protocolId))
      .orderBy(asc(protocolCustomers.position));
    return rows.map(({ contact }) => ({
      id: contact.id,
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
      tax_id: contact.taxId,
      crm_contact_id: contact.crmContactId,
    }));
  }

  return {
    customersOf,

    /** One page of a list (one query), or with `since` the changes after a sequence. */
    async list(auth: AuthContext, query: ProtocolListQuery) {
      if (query.since !== undefined) {
        const seq = await currentSequence(db, auth.companyId);
        return { ...(await this.changesSince(auth, query.since)), currentPage: 1, seq };
      }
      const page = await listPage(db, auth, query, new Date(), texts);
      return listAnswer(page.texts, query.page, page.seq);
    },

    /** What changed after `since`: visible protocols, and those that left an operator's hands. */
    async changesSince(auth: AuthContext, since: number): Promise<{ protocols: Protocol[]; removed: number[] }> {
      const rows = await db
        .select()
        .from(protocols)
        .where(and(visibleTo(auth), gt(protocols.seq, since)))
        .orderBy(asc(protocols.seq))
        .limit(catchUpLimit);
      if (!seesOnlyOwnProtocols(auth.role)) return { protocols: rows.map(toWireProtocol), removed: [] };
      const losses = await db
        .select({ protocolId: protocolOwnerLosses.protocolId })
        .from(protocolOwnerLosses)
        .innerJoin(protocols, eq(protocols.id, protocolOwnerLosses.protocolId))
        .where(
          and(
            eq(protocolOwnerLosses.companyId, auth.companyId),
            eq(protocolOwnerLosses.userId, auth.userId),
            gt(protocolOwnerLosses.seq, since),
            or(ne(protocols.userId, auth.userId), sql`${protocols.userId} is null`),
          ),
        );
      return { protocols: rows.map(toWireProtocol), removed: [...new Set(losses.map((loss) => loss.protocolId))] };
    },

    async countBy(auth: AuthContext, query: CountQuery, by: CountKey) {
      const rows = await countProtocols(db, auth, query, [by], new Date());
      return rows.map((row) => ({ id: row[by], count: row.count }));
    },

    /**
     * Every queue of the chat menu from one grouped query. An operator's own lists hold no
     * waiting protocol, so their queue count is what waits in their departments for anyone
     * to take (a second, indexed count).
     */
    async queueCounts(auth: AuthContext, query: CountQuery) {
      const rows = await countProtocols(db, auth, query, ['support', 'status'], new Date());
      const counts = foldQueueCounts(rows);
      if (!seesOnlyOwnProtocols(auth.role)) return counts;
      return { ...counts, humano: { ...counts.humano, fila: await waitingInDepartments(auth, query) } };
    },

    async get(auth: AuthContext, id: number): Promise<ProtocolDetail> {
      const row = await visibleRow(auth, id);
      const [customers, notes] = await Promise.all([customersOf(id), this.notes(auth, id, row.companyId)]);
      return { ...toWireProtocol(row), customers, notes };
    },

    async notes(auth: AuthContext, protocolId: number, checkedCompanyId?: number): Promise<Note[]> {
      if (checkedCompanyId === undefined) await visibleRow(auth, protocolId);
      const rows = await db
        .select()
        .from(protocolNotes)
        .where(eq(protocolNotes.protocolId, protocolId))
        .orderBy(asc(protocolNotes.id));
      return rows.map(toWireNote);
    },

    async history(auth: AuthContext, protocolId: number): Promise<HistoryEntry[]> {
      await visibleRow(auth, protocolId);
      const rows = await db
        .select()
        .from(protocolEvents)
        .where(eq(protocolEvents.protocolId, protocolId))
        .orderBy(asc(protocolEvents.id));
      return rows.map((row) => ({
        id: row.id,
        protocol_id: row.protocolId,
        type: row.type as HistoryEntry['type'],
        user_id: row.userId,
        user_name: row.userName,
        data: row.data as Record<string, unknown>,
        created_at: iso(row.createdAt),
      }));
    },

    async customers(auth: AuthContext, protocolId: number): Promise<ProtocolCustomer[]> {
      await visibleRow(auth, protocolId);
      return customersOf(protocolId);
    },

    /** A customer's earlier protocols by contact, phone or text, newest first, within what the reader may see. */
    async customerHistory(
      auth: AuthContext,
      query: { contact_id?: number; phone?: string; search?: string },
    ): Promise<Protocol[]> {
      const phone = query.phone ? canonicalPhone(query.phone) : null;
      const contactIds = phone
        ? (
            await db
              .select({ id: contacts.id })
              .from(contacts)
              .where(and(eq(contacts.companyId, auth.companyId), eq(contacts.phone, phone)))
          ).map((row) => row.id)
        : [];
      const page = (search: ResolvedSearch | undefined) =>
        sql`select ${protocolRows.columns} from ${protocols}
          where ${and(
            visibleTo(auth),
            query.contact_id !== undefined ? eq(protocols.contactId, query.contact_id) : undefined,
            phone ? (contactIds.length ? inArray(protocols.contactId, contactIds) : sql`false`) : undefined,
            searchFilter(search),
          )}
          order by ${protocols.createdAt} desc limit ${protocolPageSize}`;
      // As a list's search: the number, the start of the words of names and subjects, a phone's digits.
      const answered = query.search
        ? await readSearched(auth.companyId, query.search, new Date(), page, (statement) => rawRows(db, statement))
        : await rawRows(db, page(undefined));
      const rows = answered.filter((row) => row.id !== null).map((row) => protocolRows.decode(row));
      return rows.map(toWireProtocol);
    },
  };
}
