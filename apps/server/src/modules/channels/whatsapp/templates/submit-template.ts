import { templateStatusFrom } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../../platform/errors';
import { ProviderError } from '../../channel-adapter';
import { readWhatsappNumber } from '../configuration';
import { createTemplateBody, metaComponents, reviewedFields, type CloudTemplateValues } from './template-components';

type Bag = Record<string, unknown>;

/** Meta's refusal, on the template's name, in the administrator's language with Meta's own words. */
const refused = (reason: string) =>
  new AppError(
    'validation',
    'settings.errors.metaRefused',
    { reason },
    { name: { key: 'settings.errors.metaRefused', params: { reason } } },
  );

const sameIn = (fields: readonly string[], a: Bag, b: Bag) =>
  fields.every((name) => JSON.stringify(a[name] ?? null) === JSON.stringify(b[name] ?? null));

/**
 * Before a Cloud API template is saved, Meta gets it for review: a new one (or one whose
 * number, name, language or category changed) is created, a changed one is edited, and the
 * record keeps Meta's id and status. Saving only the active flag asks Meta nothing. When
 * Meta refuses, nothing is saved and the administrator reads Meta's reason on the form.
 */
export async function submitCloudTemplate(
  app: FastifyInstance,
  companyId: number,
  values: Bag,
  stored: Bag | null,
): Promise<Bag> {
  if (stored && sameIn(['connection', ...reviewedFields], stored, values)) return values;
  const template = values as CloudTemplateValues;
  const number = await readWhatsappNumber(app, companyId, template.connection);
  if (!number) {
    throw new AppError('validation', 'errors.validation', {}, { connection: { key: 'errors.notFound' } });
  }
  try {
    const metaId = typeof stored?.metaId === 'string' ? stored.metaId : null;
    if (stored && metaId && sameIn(['connection', 'name', 'language', 'category'], stored, values)) {
      await number.graph.editTemplate(metaId, { components: metaComponents(template) });
      return { ...values, metaId, status: 'pending', reason: null };
    }
    const created = await number.graph.createTemplate(number.businessAccountId, createTemplateBody(template));
    return { ...values, metaId: created.id, status: templateStatusFrom(created.status), reason: null };
  } catch (error) {
    if (error instanceof ProviderError) throw refused(error.reason);
    throw error;
  }
}
