import { translate } from '@contact/domain/i18n';
import type { Locale } from '@contact/domain/locales';
import type { DialerType } from '@contact/domain/settings';
import type { CurrentUser } from '@contact/domain/users';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentStates, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { getCurrentUser } from '../users/users.service';
import { ensureUserOfCompany } from './agent-status.service';

type RamalStatus = NonNullable<CurrentUser['ramal_status']>;

async function dialerStateOf(db: Database, userId: number) {
  const [row] = await db.select().from(agentStates).where(eq(agentStates.userId, userId)).limit(1);
  return {
    softphoneLoggedIn: row?.softphoneLoggedIn ?? false,
    dialerType: (row?.dialerType ?? 'manual') as DialerType,
  };
}

/** The agent's extension, which must exist and be logged into the softphone to take calls. */
async function loggedExtension(db: Database, userId: number) {
  const user = await getCurrentUser(db, userId);
  if (!user.ramal) throw new AppError('validation', 'settings.errors.noRamal');
  const state = await dialerStateOf(db, userId);
  return { user, ramal: user.ramal, state };
}

const notLoggedIn = () => new AppError('validation', 'settings.errors.ramalNotLoggedIn');

/** The extension a call is placed from: configured and logged into the softphone, else the spec's 400. */
export async function softphoneExtension(db: Database, userId: number): Promise<string> {
  const { ramal, state } = await loggedExtension(db, userId);
  if (!state.softphoneLoggedIn) throw notLoggedIn();
  return ramal;
}

/**
 * The dialer side of an agent: their extension's status and mode, and whether the softphone
 * is logged in. A dialer integration reports the softphone login (`setSoftphone`); nothing
 * in the browser can claim it.
 */
export function createDialerService(db: Database) {
  return {
    async status(userId: number, locale: Locale) {
      const { user, ramal, state } = await loggedExtension(db, userId);
      if (!state.softphoneLoggedIn) throw notLoggedIn();
      return {
        message: translate(locale, 'settings.notices.dialerConnected', { name: user.name, ramal }),
        ramal,
        ramal_status: user.ramal_status,
        ramal_type: state.dialerType,
      };
    },

    async changeStatus(userId: number, status: RamalStatus, locale: Locale) {
      const { state } = await loggedExtension(db, userId);
      if (status === 'available' && !state.softphoneLoggedIn) throw notLoggedIn();
      await db.update(users).set({ extensionStatus: status, updatedAt: new Date() }).where(eq(users.id, userId));
      return { message: translate(locale, 'settings.notices.dialerStatusUpdated'), ramal_status: status };
    },

    async changeType(companyId: number, userId: number, type: DialerType, locale: Locale) {
      await loggedExtension(db, userId);
      await db
        .insert(agentStates)
        .values({ userId, companyId, dialerType: type })
        .onConflictDoUpdate({ target: agentStates.userId, set: { dialerType: type, updatedAt: new Date() } });
      return { message: translate(locale, 'settings.notices.dialerTypeUpdated'), ramal_type: type };
    },

    /** A softphone that logs out leaves the extension unavailable to the dialer. */
    async setSoftphone(companyId: number, userId: number, loggedIn: boolean) {
      await ensureUserOfCompany(db, companyId, userId);
      const now = new Date();
      await db
        .insert(agentStates)
        .values({ userId, companyId, softphoneLoggedIn: loggedIn, softphoneChangedAt: now })
        .onConflictDoUpdate({
          target: agentStates.userId,
          set: { softphoneLoggedIn: loggedIn, softphoneChangedAt: now, updatedAt: now },
        });
      if (!loggedIn)
        await db.update(users).set({ extensionStatus: 'unavailable', updatedAt: now }).where(eq(users.id, userId));
      return { userId, loggedIn };
    },
  };
}
