import { displayPhone } from '@contact/domain/channels';
import { translate } from '@contact/domain/i18n';
import type { Locale } from '@contact/domain/locales';
import { isOpen } from '@contact/domain/protocols';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../platform/auth/authenticate';
import type { SecretBox } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { dialerFor } from '../settings/lookups/dialer.lookup';
import { softphoneExtension } from '../users-admin/dialer.service';
import { DialerError, placeDialerCall } from './dialer-client';
import { actorOf, assertVisible, changeProtocol, type ChangeDeps } from './protocol-change';
import { findProtocol } from './protocol.repo';

const ensureOpen = (row: { status: number }) => {
  if (!isOpen(row.status)) throw new AppError('conflict', 'errors.protocolClosed');
};

/**
 * "Me ligue": the company's dialer rings the agent's softphone extension, then the
 * customer's number. The call is asked for outside any transaction, then recorded.
 */
export function createCallMeService(deps: ChangeDeps & { secrets: SecretBox }) {
  const { db } = deps;

  return {
    async call(auth: AuthContext, input: { protocolId: number; phone: string }, locale: Locale) {
      const current = await findProtocol(db, auth.companyId, input.protocolId);
      assertVisible(auth, current);
      ensureOpen(current);
      const extension = await softphoneExtension(db, auth.userId);
      const dialer = await dialerFor(db, deps.secrets, auth.companyId, current.departmentId);
      if (!dialer) throw new AppError('conflict', 'errors.dialerNotConfigured');
      const reference = randomUUID();
      let callId: string | null;
      try {
        ({ callId } = await placeDialerCall(dialer, {
          extension,
          number: input.phone,
          protocolNumber: current.number,
          reference,
        }));
      } catch (error) {
        if (error instanceof DialerError)
          throw new AppError('bad_gateway', 'errors.dialerFailed', { reason: error.reason });
        throw error;
      }
      await changeProtocol(deps, auth, input.protocolId, () => ({
        set: {},
        history: [
          {
            type: 'call_requested',
            ...actorOf(auth),
            data: { phone: input.phone, extension, call_id: callId, reference },
          },
        ],
      }));
      return {
        message: translate(locale, 'protocols.callMe.calling', { phone: displayPhone(input.phone) }),
        call_id: callId,
      };
    },
  };
}
