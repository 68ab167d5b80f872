import { isAdministrator, profiles } from '../profiles';
import type { RuleIssue } from './define-section';

/** Who asks Meta for a number's templates ("Sync with Meta"): administrators and marketing. */
export const canSyncWhatsappTemplates = (role: number) => isAdministrator(role) || role === profiles.marketing;

/**
 * Where a Cloud API template stands. `draft` until submitted; Meta's review answers `pending`,
 * `approved` or `rejected` (and may later pause or disable it). Only approved ones are sent.
 */
export const templateStatuses = ['draft', 'pending', 'approved', 'rejected', 'paused', 'disabled'] as const;
export type TemplateStatus = (typeof templateStatuses)[number];

/** Meta's status word (`APPROVED`, `IN_APPEAL`, `PENDING_DELETION` ...) as ours. */
export function templateStatusFrom(metaStatus: string): TemplateStatus {
  const status = metaStatus.trim().toLowerCase();
  if (status === 'approved' || status === 'rejected' || status === 'paused' || status === 'disabled') return status;
  if (status === 'pending_deletion' || status === 'deleted' || status === 'archived') return 'disabled';
  return 'pending';
}

/** Meta's reason says "NONE" when there is none. */
export const templateReasonFrom = (reason: unknown): string | null =>
  typeof reason === 'string' && reason.trim() && reason.trim().toUpperCase() !== 'NONE' ? reason.trim() : null;

export const isOfferedTemplate = (status: unknown) => status === 'approved';

const variablePattern = /\{\{\s*(\d+)\s*\}\}/g;

/** The numbers of the {{n}} variables a text uses, in order and without repeats. */
export function templateVariables(text: string): number[] {
  const numbers = [...text.matchAll(variablePattern)].map((match) => Number(match[1]));
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The administrator's example values, one per line; Meta asks one for each body variable. */
export const exampleValues = (examples: string | null | undefined): string[] =>
  (examples ?? '')
    .split('\n')
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * What Meta would refuse before it is asked: variables numbered 1, 2, 3 ... in the text, an
 * example for each, and a header without variables (the channel fills only the body's).
 */
export function cloudTemplateIssues(values: {
  text?: string | null;
  header?: string | null;
  examples?: string | null;
}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const variables = templateVariables(values.text ?? '');
  if (variables.some((number, index) => number !== index + 1)) {
    issues.push({ path: 'text', key: 'settings.errors.templateVariableOrder' });
  }
  if (exampleValues(values.examples).length < variables.length) {
    issues.push({ path: 'examples', key: 'settings.errors.templateExamples', params: { count: variables.length } });
  }
  if (templateVariables(values.header ?? '').length > 0) {
    issues.push({ path: 'header', key: 'settings.errors.templateHeaderVariable' });
  }
  return issues;
}
