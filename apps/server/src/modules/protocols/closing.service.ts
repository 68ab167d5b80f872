import { translate } from '@contact/domain/i18n';
import type { Locale } from '@contact/domain/locales';
import {
  protocolStatuses,
  supports,
  tabStatuses,
  workflowStatusNotes,
  workflowStatuses,
  type Protocol,
  type WorkflowStatus,
} from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { isValidTaxId } from '@contact/domain/validation';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, protocolNotes } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError, forbidden } from '../../platform/errors';
import type { Executor, ProtocolRow } from './protocol.repo';
import { actorOf, changeProtocol, type ChangeDeps } from './protocol-change';
import type { ProtocolSettings, Tabulation } from './protocol-settings';

export type TabulationInput = {
  protocolId: number;
  tabulationId: number;
  registration?: string;
  group?: string;
  subgroup?: string;
  occurrence?: string;
};

const tabField = (key: 'errors.notFound' | 'errors.cpcRequiresTaxId') =>
  new AppError('validation', key, {}, { tab: { key } });

/** Closing, tabulating, categorizing and the workflow status of a protocol. */
export function createClosingService(deps: ChangeDeps & { settings: ProtocolSettings }) {
  const { settings } = deps;

  async function usableTabulation(tx: Executor, auth: AuthContext, row: ProtocolRow, id: number): Promise<Tabulation> {
    const tabulation = await settings.findTabulation(tx as Database, auth.companyId, id);
    if (!tabulation || !tabulation.active) throw tabField('errors.notFound');
    if (tabulation.departments.length > 0 && !tabulation.departments.includes(row.departmentId))
      throw tabField('errors.notFound');
    return tabulation;
  }

  /** A CPC tabulation needs a valid CPF/CNPJ linked to the protocol: the customer's, or the one given. */
  async function assertCpc(tx: Executor, row: ProtocolRow, tabulation: Tabulation, registration?: string) {
    if (!tabulation.cpc) return;
    if (registration && isValidTaxId(registration)) return;
    const [contact] = row.contactId
      ? await tx.select({ taxId: contacts.taxId }).from(contacts).where(eq(contacts.id, row.contactId)).limit(1)
      : [];
    if (!contact?.taxId || !isValidTaxId(contact.taxId)) throw tabField('errors.cpcRequiresTaxId');
  }

  function tabulationHistory(auth: AuthContext, tabulation: Tabulation, input: TabulationInput) {
    return {
      type: 'tabulated' as const,
      ...actorOf(auth),
      data: {
        tabulation: tabulation.id,
        description: tabulation.description,
        registration: input.registration ?? null,
        group: input.group ?? null,
        subgroup: input.subgroup ?? null,
        occurrence: input.occurrence ?? null,
      },
    };
  }

  async function tabulate(auth: AuthContext, input: TabulationInput, finalize: boolean): Promise<Protocol> {
    return changeProtocol(deps, auth, input.protocolId, async (row, tx) => {
      if (row.status === protocolStatuses.closed) throw new AppError('conflict', 'errors.protocolClosed');
      const tabulation = await usableTabulation(tx, auth, row, input.tabulationId);
      await assertCpc(tx, row, tabulation, input.registration);
      const base = { tabulationId: tabulation.id, tabStatus: tabStatuses.categorized };
      if (!finalize) return { set: base, history: [tabulationHistory(auth, tabulation, input)] };
      const survey =
        row.support === supports.human &&
        (await settings.hasNpsSurvey(tx as Database, auth.companyId, row.departmentId, row.channelId));
      const now = new Date();
      return {
        set: survey
          ? { ...base, status: protocolStatuses.nps }
          : { ...base, status: protocolStatuses.closed, closedAt: now, paused: false, unreadCount: 0 },
        history: [tabulationHistory(auth, tabulation, input), { type: 'closed', ...actorOf(auth), data: { survey } }],
      };
    });
  }

  return {
    async finalize(auth: AuthContext, input: TabulationInput, locale: Locale) {
      return { message: translate(locale, 'protocols.finalized'), protocol: await tabulate(auth, input, true) };
    },

    async tabulate(auth: AuthContext, input: TabulationInput, locale: Locale) {
      return { message: translate(locale, 'protocols.tabulated'), protocol: await tabulate(auth, input, false) };
    },

    close(auth: AuthContext, protocolId: number): Promise<Protocol> {
      return changeProtocol(deps, auth, protocolId, (row) => {
        if (row.status === protocolStatuses.closed) throw new AppError('conflict', 'errors.protocolClosed');
        return {
          set: { status: protocolStatuses.closed, closedAt: new Date(), paused: false, unreadCount: 0 },
          history: [{ type: 'closed', ...actorOf(auth) }],
        };
      });
    },

    /** Supervisors close many at once; ones already closed or not found are skipped. */
    async closeAll(auth: AuthContext, ids: number[]): Promise<number[]> {
      if (seesOnlyOwnProtocols(auth.role)) throw forbidden();
      const closed: number[] = [];
      for (const id of ids) {
        try {
          await this.close(auth, id);
          closed.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      return closed;
    },

    async categorize(auth: AuthContext, protocolId: number, tabulationId: number, locale: Locale) {
      const protocol = await changeProtocol(deps, auth, protocolId, async (row, tx) => {
        const tabulation = await usableTabulation(tx, auth, row, tabulationId);
        return {
          set: {
            tabulationId: tabulation.id,
            tabStatus: tabStatuses.categorized,
            workflowStatus: workflowStatuses.pending,
          },
          history: [
            {
              type: 'categorized',
              ...actorOf(auth),
              data: { tabulation: tabulation.id, description: tabulation.description },
            },
          ],
        };
      });
      return { message: translate(locale, 'protocols.categorized'), protocol };
    },

    /** Each workflow change writes the note 'Status: Pendente' / 'Em análise' / 'Executando'. */
    setWorkflowStatus(auth: AuthContext, protocolId: number, status: WorkflowStatus): Promise<Protocol> {
      return changeProtocol(deps, auth, protocolId, async (row, tx) => {
        await tx.insert(protocolNotes).values({
          companyId: auth.companyId,
          protocolId: row.id,
          userId: auth.userId,
          userName: auth.name,
          text: workflowStatusNotes[status],
        });
        return {
          set: { workflowStatus: status },
          history: [{ type: 'workflow_status', ...actorOf(auth), data: { from: row.workflowStatus, to: status } }],
        };
      });
    },
  };
}
