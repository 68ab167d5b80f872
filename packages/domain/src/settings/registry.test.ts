import { describe, expect, it } from 'vitest';
import { departmentCreateSchema, departmentUpdateSchema } from '../departments';
import { isMessageKey } from '../i18n';
import type { FieldMap } from './fields';
import { recordSections, sectionByKey, settingsSections } from './registry';

/** The route segments of spec §2 that are settings sections (the `/novo` pages are forms of theirs). */
const specSegments = [
  'departamento',
  'distribuicao',
  'pausas',
  'discador',
  'email',
  'email-marketing',
  'whatsapp',
  'horario',
  'inteligencia',
  'sms',
  'tabulacoes',
  'usuario',
  'faq',
  'blacklist',
  'palavra_bloqueada',
  'widget',
  'sla',
  'net-promoter-score',
  'video',
  'email-imap',
  'landing-page',
  'instagram',
  'privilegios',
  'mensagem-inatividade',
  'pausar-protocolo',
  'google-chat',
  'role-function',
  'create-ben',
  'slack',
  'widget-inbot',
  'tag',
  'database',
  'open-reason',
  'sendgrid-templates',
  'whatsapp-qr-code',
  'whatsapp-oficial',
  'whatsapp-oficial-templates',
];

function walk(fields: FieldMap, visit: (name: string, field: FieldMap[string]) => void) {
  for (const [name, field] of Object.entries(fields)) {
    visit(name, field);
    if (field.type === 'group') walk(field.fields, visit);
    if (field.type === 'list') walk(field.item, visit);
  }
}

describe('the settings registry', () => {
  it('has a section for every settings route of the spec', () => {
    const segments = new Set(settingsSections.map((section) => section.segment));
    expect(specSegments.filter((segment) => !segments.has(segment))).toEqual([]);
  });

  it('has unique keys and paths', () => {
    const keys = settingsSections.map((section) => section.key);
    const paths = settingsSections.map((section) => section.path);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists, searches and lays out only declared fields', () => {
    for (const section of settingsSections) {
      const names = new Set([...Object.keys(section.fields), 'id', section.activeKey]);
      for (const column of section.list.columns) expect(names, `${section.key}.${column}`).toContain(column);
      for (const name of section.list.search) expect(names, `${section.key}.${name}`).toContain(name);
      for (const group of section.form ?? []) {
        for (const name of group.fields) expect(names, `${section.key}.${name}`).toContain(name);
      }
    }
  });

  it('labels every field, option, title and help text in the messages', () => {
    for (const section of settingsSections) {
      expect(isMessageKey(section.title)).toBe(true);
      walk(section.fields, (name, field) => {
        expect(isMessageKey(`fields.${name}`), `fields.${name}`).toBe(true);
        if (field.help) expect(isMessageKey(field.help)).toBe(true);
        if (field.type === 'choice' || (field.type === 'generated' && field.optionSet)) {
          for (const option of field.options ?? []) {
            const key = `settings.option.${field.optionSet}.${option}`;
            expect(isMessageKey(key), key).toBe(true);
          }
        }
      });
    }
  });

  it('refers only to sections that exist, and only records sections have parents', () => {
    for (const section of settingsSections) {
      walk(section.fields, (name, field) => {
        if (field.type === 'reference' && typeof field.source === 'object') {
          expect(sectionByKey(field.source.section), `${section.key}.${name}`).toBeDefined();
        }
      });
      if (section.parent) expect(sectionByKey(section.parent.section)?.storage).toBe('records');
      if (section.departmentScope) expect(section.fields[section.departmentScope]?.type).toBe('reference');
    }
    expect(recordSections.length).toBeGreaterThanOrEqual(35);
  });

  it('keeps the department declaration in step with the departments contract', () => {
    const declared = Object.keys(sectionByKey('department')?.fields ?? {}).sort();
    expect(
      Object.keys(departmentCreateSchema.shape)
        .filter((name) => name !== 'active')
        .sort(),
    ).toEqual(declared);
    expect(
      Object.keys(departmentUpdateSchema.shape)
        .filter((name) => !['id', 'active'].includes(name))
        .sort(),
    ).toEqual(declared);
  });
});
