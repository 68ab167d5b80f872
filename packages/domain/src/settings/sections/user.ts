import { defineSection } from '../define-section';
import { field } from '../fields';

/**
 * Users are served by the users administration routes (password, photo, sessions); this
 * declaration gives their request bodies and drives the settings list and form. Wire names
 * follow the signed-in user's (`role`, `department`, `ramal`, `distribuition`).
 */
export const userSection = defineSection({
  key: 'user',
  segment: 'usuario',
  path: '/api/v1/settings/users',
  title: 'settings.section.user',
  storage: 'module',
  fields: {
    name: field.text({ required: true, max: 120 }),
    email: field.email({ required: true }),
    password: field.secret({ required: true, max: 128, help: 'settings.help.password' }),
    role: field.reference('profiles', { required: true }),
    department: field.reference('departments', { multiple: true }),
    ramal: field.text({ max: 20 }),
    weonExtension: field.text({ max: 20 }),
    telephonyProvider: field.text({ max: 60 }),
    utc: field.reference('timezones', { default: 'America/Sao_Paulo' }),
    phone: field.phone(),
    canTransferOutsideDepartments: field.boolean(),
    performsOutbound: field.boolean(),
    analysesSentiment: field.boolean(),
    distribuition: field.boolean({ default: true }),
  },
  read: 'supervision',
  list: {
    columns: ['name', 'email', 'role', 'department', 'ramal', 'active'],
    search: ['name', 'email', 'ramal'],
    order: 'name',
  },
  form: [
    { fields: ['name', 'email', 'password', 'role', 'department', 'phone', 'utc'] },
    { title: 'settings.form.telephony', fields: ['ramal', 'weonExtension', 'telephonyProvider'] },
    {
      title: 'settings.form.permissions',
      fields: ['canTransferOutsideDepartments', 'performsOutbound', 'analysesSentiment', 'distribuition'],
    },
  ],
  unique: [{ fields: ['email'], message: 'errors.emailTaken' }],
});
