import { describe, expect, it } from 'vitest';
import { profiles } from '../profiles';
import {
  canSyncWhatsappTemplates,
  cloudTemplateIssues,
  exampleValues,
  isOfferedTemplate,
  templateReasonFrom,
  templateStatusFrom,
  templateVariables,
} from './whatsapp-template-rules';

describe('Cloud API template rules', () => {
  it('reads Meta’s status words as ours', () => {
    expect(templateStatusFrom('APPROVED')).toBe('approved');
    expect(templateStatusFrom('REJECTED')).toBe('rejected');
    expect(templateStatusFrom('PAUSED')).toBe('paused');
    expect(templateStatusFrom('PENDING_DELETION')).toBe('disabled');
    expect(templateStatusFrom('IN_APPEAL')).toBe('pending');
    expect(templateStatusFrom('PENDING')).toBe('pending');
  });

  it('keeps a reason only when Meta gives one', () => {
    expect(templateReasonFrom('NONE')).toBeNull();
    expect(templateReasonFrom(undefined)).toBeNull();
    expect(templateReasonFrom('INVALID_FORMAT')).toBe('INVALID_FORMAT');
  });

  it('lets administrators and marketing sync with Meta', () => {
    expect(canSyncWhatsappTemplates(profiles.administrator)).toBe(true);
    expect(canSyncWhatsappTemplates(profiles.marketing)).toBe(true);
    expect(canSyncWhatsappTemplates(profiles.supervisor)).toBe(false);
    expect(canSyncWhatsappTemplates(profiles.operator)).toBe(false);
  });

  it('offers approved templates only', () => {
    expect(isOfferedTemplate('approved')).toBe(true);
    for (const status of ['draft', 'pending', 'rejected', 'paused', 'disabled', null]) {
      expect(isOfferedTemplate(status)).toBe(false);
    }
  });

  it('lists the variables of a text once each, in order', () => {
    expect(templateVariables('Olá {{2}}, {{1}} e {{ 1 }}')).toEqual([1, 2]);
    expect(exampleValues(' Ana \n\n 123 ')).toEqual(['Ana', '123']);
  });

  it('asks for variables in sequence, an example each, and a header without variables', () => {
    expect(cloudTemplateIssues({ text: 'Olá {{1}}, pedido {{2}}', examples: 'Ana\n4521' })).toEqual([]);
    expect(cloudTemplateIssues({ text: 'Olá {{1}}, pedido {{3}}', examples: 'Ana\n4521' })).toEqual([
      { path: 'text', key: 'settings.errors.templateVariableOrder' },
    ]);
    expect(cloudTemplateIssues({ text: 'Olá {{1}}, pedido {{2}}', examples: 'Ana' })).toEqual([
      { path: 'examples', key: 'settings.errors.templateExamples', params: { count: 2 } },
    ]);
    expect(cloudTemplateIssues({ text: 'Olá', header: 'Pedido {{1}}' })).toEqual([
      { path: 'header', key: 'settings.errors.templateHeaderVariable' },
    ]);
  });
});
