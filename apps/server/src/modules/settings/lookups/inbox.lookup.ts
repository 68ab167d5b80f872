import {
  blockedWordSection,
  breakSection,
  faqSection,
  tabulationSection,
  tagSection,
  visibleToDepartments,
} from '@contact/domain/settings';
import type { Database } from '../../../db/client';
import { activeRecordsOf, recordOf, type RecordOf } from './active-records';

export type BlockedWord = RecordOf<typeof blockedWordSection>;
export type Tabulation = RecordOf<typeof tabulationSection>;
export type Tag = RecordOf<typeof tagSection>;
export type Break = RecordOf<typeof breakSection>;
export type Faq = RecordOf<typeof faqSection>;

/** The active blocked words, for the message check. */
export async function listBlockedWords(db: Database, companyId: number): Promise<string[]> {
  return (await activeRecordsOf(db, blockedWordSection, companyId)).map((record) => record.word);
}

/** A tabulation by id, active or not (the caller decides what an inactive one means). */
export function findTabulation(db: Database, companyId: number, id: number): Promise<Tabulation | null> {
  return recordOf(db, tabulationSection, companyId, id);
}

/** Active tabulations, optionally those usable in a department (no departments: every one). */
export async function listTabulations(
  db: Database,
  companyId: number,
  filter: { departmentId?: number; category?: Tabulation['category'] } = {},
): Promise<Tabulation[]> {
  const records = await activeRecordsOf(db, tabulationSection, companyId);
  return records.filter(
    (record) =>
      (filter.departmentId === undefined || visibleToDepartments(record.departments, [filter.departmentId])) &&
      (filter.category === undefined || record.category === filter.category),
  );
}

export async function listTags(db: Database, companyId: number): Promise<Tag[]> {
  return activeRecordsOf(db, tagSection, companyId);
}

/** Whether an active tag with this id exists in the company. */
export async function tagExists(db: Database, companyId: number, id: number): Promise<boolean> {
  const tag = await recordOf(db, tagSection, companyId, id);
  return Boolean(tag?.active);
}

export function findBreak(db: Database, companyId: number, id: number): Promise<Break | null> {
  return recordOf(db, breakSection, companyId, id);
}

/** Active breaks, optionally only those of some departments. */
export async function listBreaks(db: Database, companyId: number, departmentIds?: number[]): Promise<Break[]> {
  const records = await activeRecordsOf(db, breakSection, companyId);
  return departmentIds ? records.filter((record) => visibleToDepartments(record.departments, departmentIds)) : records;
}

/** Active FAQs (quick answers), optionally only those of some departments. */
export async function listFaqs(db: Database, companyId: number, departmentIds?: number[]): Promise<Faq[]> {
  const records = await activeRecordsOf(db, faqSection, companyId);
  return departmentIds ? records.filter((record) => visibleToDepartments(record.departments, departmentIds)) : records;
}
