import { describe, expect, it } from 'vitest';
import { describeIssues } from '../i18n';
import { defineSection } from './define-section';
import { field } from './fields';
import { slaSection } from './sections/sla';
import { smsSection } from './sections/sms';

const section = defineSection({
  key: 'example',
  segment: 'example',
  path: '/api/v1/settings/example',
  title: 'settings.section.tag',
  fields: {
    description: field.text({ required: true, max: 10 }),
    level: field.integer({ min: 1, max: 5, default: 1 }),
    departments: field.reference('departments', { required: true, multiple: true }),
    settings: field.group({ token: field.secret({ required: true }), endpoint: field.url() }),
  },
  read: 'inbox',
  list: { columns: ['description'], search: ['description'] },
});

function issuesOf(schema: typeof section.schemas.create, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : describeIssues(result.error.issues, input).map((item) => [item.path, item.key]);
}

describe('a declared section', () => {
  it('requires the required fields on create, naming each', () => {
    expect(issuesOf(section.schemas.create, {})).toEqual([
      ['description', 'validation.required'],
      ['departments', 'validation.required'],
      ['settings.token', 'validation.required'],
    ]);
    expect(issuesOf(section.schemas.create, { description: '  ', departments: [], settings: { token: 'x' } })).toEqual([
      ['description', 'validation.required'],
      ['departments', 'validation.required'],
    ]);
  });

  it('accepts a partial update with the id, and nothing unknown', () => {
    expect(issuesOf(section.schemas.update, { id: 3, level: 2 })).toEqual([]);
    expect(issuesOf(section.schemas.update, { id: 3, colour: 'x' })).toEqual([['colour', 'validation.unknownField']]);
    expect(issuesOf(section.schemas.update, { level: 2 })).toEqual([['id', 'validation.required']]);
  });

  it('does not fill defaults into an update', () => {
    expect(section.schemas.update.parse({ id: 1 })).toEqual({ id: 1 });
  });

  it('checks formats of URL fields inside groups', () => {
    expect(
      issuesOf(section.schemas.create, {
        description: 'a',
        departments: [1],
        settings: { token: 't', endpoint: 'ftp:x' },
      }),
    ).toEqual([['settings.endpoint', 'settings.validation.invalidUrl']]);
  });

  it('masks secrets in the response shape with a flag beside them', () => {
    const parsed = smsSection.schemas.entity.parse({
      id: 1,
      description: 'SMS',
      department: 2,
      settings: {
        provider: 'zenvia',
        username: null,
        token: '••••',
        hasToken: true,
        endpoint: null,
        callback: null,
        sender: null,
      },
      activated: true,
      createdAt: 'now',
      updatedAt: 'now',
    });
    expect(parsed.settings.hasToken).toBe(true);
  });
});

describe('choices', () => {
  it('report a missing choice as required and a wrong one as not an option', () => {
    const tabulation = defineSection({
      key: 'choice-example',
      segment: 'x',
      path: '/x',
      title: 'settings.section.tag',
      fields: { category: field.choice('tabulationCategory', ['protocol', 'ticket'], { required: true }) },
      read: 'inbox',
      list: { columns: [], search: [] },
    });
    expect(issuesOf(tabulation.schemas.create, {})).toEqual([['category', 'validation.required']]);
    expect(issuesOf(tabulation.schemas.create, { category: 'nope' })).toEqual([
      ['category', 'validation.invalidOption'],
    ]);
    expect(issuesOf(tabulation.schemas.update, { id: 1, category: 'nope' })).toEqual([
      ['category', 'validation.invalidOption'],
    ]);
  });
});

describe('SLA wire names', () => {
  it('takes the unit as unit_of_time (POST) or id_unit_of_time (PUT)', () => {
    const base = { time: 5, departments: [1], channels: [1] };
    expect(slaSection.schemas.create.safeParse({ ...base, unit_of_time: 2 }).success).toBe(true);
    expect(slaSection.schemas.create.safeParse({ ...base, id_unit_of_time: 2 }).success).toBe(true);
    expect(issuesOf(slaSection.schemas.create, base)).toEqual([['id_unit_of_time', 'validation.required']]);
    expect(slaSection.schemas.update.safeParse({ id: 1, id_unit_of_time: 9 }).success).toBe(false);
    expect(slaSection.schemas.create.safeParse({ ...base, unit_of_time: 2, activated: false }).success).toBe(true);
  });
});
