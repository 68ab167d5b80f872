import { defineSection } from '../define-section';
import { field } from '../fields';
import { permissionModules } from '../permissions';

/**
 * What agents may send, per department and module (spec §3, §6): photos, emojis,
 * attachments and audio. Without `profiles` a rule applies to every profile.
 */
export const roleFunctionSection = defineSection({
  key: 'role-function',
  segment: 'role-function',
  path: '/api/v1/settings/role_function',
  title: 'settings.section.roleFunction',
  fields: {
    description: field.text({ required: true, max: 120 }),
    departments: field.reference('departments', { required: true, multiple: true }),
    modules: field.choice('module', permissionModules, { multiple: true, default: permissionModules }),
    profiles: field.reference('profiles', { multiple: true }),
    allowPhotos: field.boolean({ default: true }),
    allowEmojis: field.boolean({ default: true }),
    allowAttachments: field.boolean({ default: true }),
    allowAudio: field.boolean({ default: true }),
  },
  read: 'inbox',
  departmentScope: 'departments',
  list: {
    columns: [
      'description',
      'departments',
      'modules',
      'allowPhotos',
      'allowEmojis',
      'allowAttachments',
      'allowAudio',
      'active',
    ],
    search: ['description'],
    order: 'description',
  },
  form: [
    { fields: ['description', 'departments', 'modules', 'profiles'] },
    { title: 'settings.form.permissions', fields: ['allowPhotos', 'allowEmojis', 'allowAttachments', 'allowAudio'] },
  ],
});
