import { defineSection } from '../define-section';
import { field } from '../fields';
import { templateCategories, templateLanguages } from './template-options';

/** Approved message templates (HSM) of one WhatsApp account (spec §7: /settings/whatsapp/{id}/hsm). */
export const whatsappHsmSection = defineSection({
  key: 'whatsapp-hsm',
  segment: 'whatsapp',
  path: '/api/v1/settings/whatsapp/:whatsappId/hsm',
  title: 'settings.section.whatsappHsm',
  parent: { section: 'whatsapp', key: 'whatsappId' },
  updateIdIn: 'path',
  fields: {
    name: field.slug({ required: true, max: 512 }),
    language: field.choice('templateLanguage', templateLanguages, { required: true, default: 'pt_BR' }),
    category: field.choice('templateCategory', templateCategories, { required: true, default: 'utility' }),
    header: field.text({ max: 60 }),
    text: field.textarea({ required: true, max: 1024, help: 'settings.help.templateText' }),
    footer: field.text({ max: 60 }),
  },
  read: 'supervision',
  list: { columns: ['name', 'language', 'category', 'active'], search: ['name', 'text'], order: 'name' },
  unique: [{ fields: ['name', 'language'] }],
});
