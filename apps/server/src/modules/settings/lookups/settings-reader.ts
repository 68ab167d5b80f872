import type { Database } from '../../../db/client';
import { findTabulation, listBlockedWords, tagExists } from './inbox.lookup';
import { hasNpsSurvey, slaWindowMs } from './routing.lookup';

/**
 * The configuration the protocol core reads, in the shape of its `ProtocolSettings` port:
 * `createProtocolSettings` can return this object.
 */
export function createSettingsReader(db: Database) {
  return {
    findTabulation: (companyId: number, id: number) => findTabulation(db, companyId, id),
    slaWindowMs: (companyId: number, departmentId: number, channelId: number) =>
      slaWindowMs(db, companyId, departmentId, channelId),
    hasNpsSurvey: (companyId: number, departmentId: number, channelId: number) =>
      hasNpsSurvey(db, companyId, departmentId, channelId),
    tagExists: (companyId: number, id: number) => tagExists(db, companyId, id),
    blockedWords: (companyId: number) => listBlockedWords(db, companyId),
  };
}
