import { templateStatusFrom } from '@contact/domain/settings';
import { headerMediaOf } from '@contact/domain/wizard';
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

/**
 * A media header needs a sample file uploaded through Meta's resumable upload; such templates
 * are made in Meta's WhatsApp Manager and synced, so they are never submitted from here.
 */
const madeInMetaOnly = () =>
  new AppError('validation', 'errors.validation', {}, { headerFormat: { key: 'settings.errors.templateMediaHeader' } });

// Records kept before the header's format existed had a text header (or none).
const withFormat = (bag: Bag): Bag => ({ ...bag, headerFormat: bag.headerFormat ?? 'text' });

const sameIn = (fields: readonly string[], a: Bag, b: Bag) =>
  fields.every((name) => JSON.stringify(a[name] ?? null) === JSON.stringify(b[name] ?? null));

/**
 * Before a Cloud API template is saved, Meta gets it for review: a new one (or one whose
 * number, name, language or category changed) is created, a changed one is edited, and the
 * record keeps Meta's id and status. Saving only the active flag asks Meta nothing. When
 * Meta refuses, nothing is saved and the administrator reads Meta's reason on the form; a
 * template with a media header is refused before Meta is asked.
 */
export async function submitCloudTemplate(
  app: FastifyInstance,
  companyId: number,
  values: Bag,
  stored: Bag | null,
): Promise<Bag> {
  if (stored && sameIn(['connection', ...reviewedFields], withFormat(stored), withFormat(values))) return values;
  if (headerMediaOf(values.headerFormat)) throw madeInMetaOnly();
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
