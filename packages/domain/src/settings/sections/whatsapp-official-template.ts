import { defineSection } from '../define-section';
import { field } from '../fields';
import { cloudTemplateIssues, templateStatuses } from '../whatsapp-template-rules';
import { templateHeaderFormats } from '../../wizard/template-header';
import { templateCategories, templateLanguages } from './template-options';

/**
 * A message template of an official WhatsApp number, submitted to Meta for approval when saved;
 * Meta's id, review status and rejection reason are kept beside it.
 */
export const whatsappOfficialTemplateSection = defineSection({
  key: 'whatsapp-official-template',
  segment: 'whatsapp-oficial-templates',
  path: '/api/v1/settings/whatsapp-oficial-templates',
  title: 'settings.section.whatsappOfficialTemplate',
  fields: {
    connection: field.reference({ section: 'whatsapp-official' }, { required: true }),
    name: field.slug({ required: true, max: 512 }),
    language: field.choice('templateLanguage', templateLanguages, { required: true, default: 'pt_BR' }),
    category: field.choice('templateCategory', templateCategories, { required: true, default: 'utility' }),
    /** A media header (image, video, document) is made in Meta's WhatsApp Manager and synced; its file is given when sending. */
    headerFormat: field.choice('templateHeaderFormat', templateHeaderFormats, {
      required: true,
      default: 'text',
      help: 'settings.help.templateHeaderFormat',
    }),
    header: field.text({ max: 60 }),
    text: field.textarea({ required: true, max: 1024, help: 'settings.help.templateText' }),
    examples: field.textarea({ max: 1024, help: 'settings.help.templateExamples' }),
    footer: field.text({ max: 60 }),
    buttons: field.list(
      {
        type: field.choice('templateButton', ['quick_reply', 'url', 'phone_number'], { required: true }),
        label: field.text({ required: true, max: 25 }),
        value: field.text({ max: 2000 }),
      },
      { max: 3, editor: 'template-buttons' },
    ),
    status: field.generated({ optionSet: 'templateStatus', options: templateStatuses }),
    reason: field.generated(),
    metaId: field.generated(),
  },
  read: 'marketing',
  list: {
    columns: ['name', 'connection', 'language', 'category', 'status', 'active'],
    search: ['name', 'text'],
    order: 'name',
  },
  unique: [{ fields: ['connection', 'name', 'language'] }],
  rules: cloudTemplateIssues,
});
