import { describe, expect, it } from 'vitest';
import { channelIds } from '../channels';
import { translate } from '../i18n';
import { locales } from '../locales';
import { sectionByKey } from '../settings/registry';
import {
  botProviderGroup,
  channelOfGroup,
  channelStepIssues,
  chooseCrm,
  chooseDepartment,
  chooseMode,
  emptyChoice,
  fillTemplate,
  firstStepIssues,
  groupOfSection,
  nextFromCustomer,
  nextFromFirstStep,
  offeredChannels,
  offeredDepartments,
  requiredKeys,
  showsBack,
  showsCrmChoice,
  templateVariableCount,
  withSignature,
  type ExistingProtocol,
  type WizardChoice,
  type WizardDepartment,
} from '.';

const department = (id: number, groups: WizardDepartment['groups'], hasCrmSchema = false): WizardDepartment => ({
  id,
  name: `D${id}`,
  groups,
  hasCrmSchema,
});
const withEmail = department(1, { email_imap: [{ id: 10, provider: null }], whatsapp: [] });
const onlyBot = department(2, { bot: [{ id: 11, provider: 'watson' }], sms: [] });
const withCrm = department(3, { sms: [{ id: 12, provider: 'zenvia' }] }, true);
const throughGateway = department(4, { channels_gateway: [{ id: 13, provider: 'pontal-tech' }] });
const otherGateway = department(5, { channels_gateway: [{ id: 14, provider: 'other' }] });
const all = [withEmail, onlyBot, withCrm, throughGateway, otherGateway];

const choice = (partial: Partial<WizardChoice>): WizardChoice => ({ ...emptyChoice, ...partial });
const existing = (partial: Partial<ExistingProtocol> = {}): ExistingProtocol => ({
  departmentId: 1,
  allowedDepartmentIds: null,
  crm: false,
  ...partial,
});

describe('first step: which choice is required when (spec §5)', () => {
  it('the offline choice is required first', () => {
    expect(firstStepIssues(emptyChoice, null)).toEqual([{ field: 'offline', key: 'wizard.required.mode' }]);
  });

  it('the CRM choice is required once the offline choice is made', () => {
    expect(firstStepIssues(choice({ offline: false }), null)).toEqual([{ field: 'crm', key: 'wizard.required.crm' }]);
  });

  it('department and channel are required once both booleans are set', () => {
    expect(firstStepIssues(choice({ offline: false, crm: false }), null).map((issue) => issue.field)).toEqual([
      'department',
      'channel',
    ]);
  });

  it('the channel is not required with CRM online', () => {
    expect(firstStepIssues(choice({ offline: false, crm: true, departmentId: 3 }), null)).toEqual([]);
    expect(firstStepIssues(choice({ offline: true, crm: true, departmentId: 3 }), null)).toEqual([
      { field: 'channel', key: 'wizard.required.channel' },
    ]);
  });

  it('an existing protocol brings its CRM choice: it is neither shown nor asked', () => {
    expect(showsCrmChoice(choice({ offline: true }), null)).toBe(true);
    expect(showsCrmChoice(emptyChoice, null)).toBe(false);
    expect(showsCrmChoice(choice({ offline: true }), existing())).toBe(false);
    expect(firstStepIssues(choice({ offline: true, departmentId: 1, channelId: 4 }), existing())).toEqual([]);
  });
});

describe('departments offered (spec §5)', () => {
  it('online: only departments with a non-empty channel group other than the bot providers', () => {
    const offered = offeredDepartments(all, choice({ offline: false, crm: false }), null);
    expect(offered.map((item) => item.id)).toEqual([1, 3, 4, 5]);
  });

  it('offline: every department', () => {
    expect(offeredDepartments(all, choice({ offline: true, crm: false }), null)).toHaveLength(all.length);
  });

  it('CRM chosen: only departments with a CRM schema', () => {
    expect(offeredDepartments(all, choice({ offline: true, crm: true }), null).map((item) => item.id)).toEqual([3]);
  });

  it('an existing protocol’s phase restricts to its allowed departments', () => {
    const restricted = existing({ allowedDepartmentIds: [4, 5] });
    expect(offeredDepartments(all, choice({ offline: false }), restricted).map((item) => item.id)).toEqual([4, 5]);
  });
});

describe('channels offered (spec §5)', () => {
  it('the department’s configured channels only', () => {
    expect(offeredChannels(withEmail, false)).toEqual([4]);
    expect(offeredChannels(onlyBot, false)).toEqual([]);
  });

  it('every channel when offline', () => {
    expect(offeredChannels(onlyBot, true)).toEqual(channelIds);
  });

  it('WhatsApp through the gateways pontal-tech or bee-app counts', () => {
    expect(offeredChannels(throughGateway, false)).toEqual([2]);
    expect(offeredChannels(department(6, { channels_gateway: [{ id: 1, provider: 'bee-app' }] }), false)).toEqual([2]);
    expect(offeredChannels(otherGateway, false)).toEqual([]);
  });
});

describe('where Next goes (spec §4 Wizard flow)', () => {
  it('offline and detached: sends at once', () => {
    expect(nextFromFirstStep(choice({ offline: true, crm: false, channelId: 2 }), null)).toEqual({ kind: 'send' });
  });

  it('CRM: goes to searchCustomer', () => {
    const step = { kind: 'step', step: 'searchCustomer' };
    expect(nextFromFirstStep(choice({ offline: false, crm: true }), null)).toEqual(step);
    expect(nextFromFirstStep(choice({ offline: true, crm: true, channelId: 4 }), null)).toEqual(step);
  });

  it('offline CRM on an existing protocol: sends at once', () => {
    expect(nextFromFirstStep(choice({ offline: true, channelId: 4 }), existing({ crm: true }))).toEqual({
      kind: 'send',
    });
  });

  it('video: sends at once', () => {
    expect(nextFromFirstStep(choice({ offline: false, crm: false, channelId: 7 }), null)).toEqual({ kind: 'send' });
  });

  it('any other channel: that channel’s step', () => {
    expect(nextFromFirstStep(choice({ offline: false, crm: false, channelId: 4 }), null)).toEqual({
      kind: 'step',
      step: 'channel_email',
    });
    expect(nextFromFirstStep(choice({ offline: false, crm: false, channelId: 2 }), null)).toEqual({
      kind: 'step',
      step: 'channel_whatsapp',
    });
  });

  it('after the CRM customer: offline sends, online goes to the channel’s step', () => {
    expect(nextFromCustomer(choice({ offline: true, crm: true }))).toEqual({ kind: 'send' });
    expect(nextFromCustomer(choice({ offline: false, crm: true, channelId: 3 }))).toEqual({
      kind: 'step',
      step: 'channel_sms',
    });
    expect(nextFromCustomer(choice({ offline: false, crm: true }))).toEqual({ kind: 'send' });
  });
});

describe('changing a choice', () => {
  const made = choice({ offline: false, crm: false, departmentId: 1, channelId: 4 });

  it('changing the mode on a new protocol clears department and channel', () => {
    expect(chooseMode(made, true, null)).toEqual({ offline: true, crm: false, departmentId: null, channelId: null });
  });

  it('changing the CRM choice on a new protocol clears department and channel', () => {
    expect(chooseCrm(made, true, null)).toEqual({ offline: false, crm: true, departmentId: null, channelId: null });
  });

  it('on an existing protocol they keep department and channel', () => {
    expect(chooseMode(made, true, existing())).toMatchObject({ departmentId: 1, channelId: 4 });
    expect(chooseCrm(made, true, existing())).toMatchObject({ departmentId: 1, channelId: 4 });
  });

  it('another department keeps the channel only if it offers it', () => {
    expect(chooseDepartment(made, withCrm)).toMatchObject({ departmentId: 3, channelId: null });
    expect(chooseDepartment({ ...made, channelId: 3 }, withCrm)).toMatchObject({ departmentId: 3, channelId: 3 });
  });

  it('Back shows only with more than one option', () => {
    expect(showsBack(1)).toBe(false);
    expect(showsBack(2)).toBe(true);
  });
});

describe('channel steps: the spec’s required fields', () => {
  it('e-mail needs the address, the subject and the message', () => {
    expect(channelStepIssues(4, {})).toEqual([
      { field: 'email', key: 'wizard.required.email' },
      { field: 'subject', key: 'wizard.required.subject' },
      { field: 'text', key: 'wizard.required.message' },
    ]);
    expect(channelStepIssues(4, { email: 'a@b.com', subject: 'Oi', text: 'Olá' })).toEqual([]);
  });

  it('WhatsApp needs the number, the template and each of its variables', () => {
    expect(channelStepIssues(2, { text: 'free text is not enough' })).toEqual([
      { field: 'number', key: 'wizard.required.number' },
      { field: 'template', key: 'wizard.required.template' },
    ]);
    expect(
      channelStepIssues(2, { number: '11987654321', templateId: 5, variableCount: 2, variables: ['Ana'] }),
    ).toEqual([{ field: 'variables.1', key: 'wizard.required.field' }]);
  });

  it("WhatsApp needs a public https link when the template's header is a media", () => {
    const step = { number: '11987654321', templateId: 5, headerMedia: 'image' as const };
    expect(channelStepIssues(2, step)).toEqual([{ field: 'headerLink', key: 'wizard.required.headerLink' }]);
    expect(channelStepIssues(2, { ...step, headerLink: 'http://example.com/a.jpg' })).toEqual([
      { field: 'headerLink', key: 'wizard.errors.headerLinkNotHttps' },
    ]);
    expect(channelStepIssues(2, { ...step, headerLink: 'https://example.com/a.jpg' })).toEqual([]);
    expect(channelStepIssues(2, { ...step, headerMedia: null })).toEqual([]);
  });

  it('SMS needs the phone and the message', () => {
    expect(channelStepIssues(3, { number: ' ', text: '' }).map((issue) => issue.field)).toEqual(['number', 'text']);
  });

  it('channels without a step of their own need nothing', () => {
    expect(channelStepIssues(1, {})).toEqual([]);
    expect(channelStepIssues(7, {})).toEqual([]);
  });

  it('the required-field messages are translated in every language', () => {
    for (const locale of locales) {
      for (const key of Object.values(requiredKeys)) {
        expect(translate(locale, key)).not.toBe(key);
      }
    }
    expect(translate('pt-BR', 'wizard.required.template')).toBe('O template é obrigatório.');
    expect(translate('es-AR', 'wizard.required.template')).toBe('La plantilla es obligatoria.');
  });
});

describe('HSM templates and the signature', () => {
  it('counts a template’s variables and fills them in', () => {
    const text = 'Olá {{1}}, seu pedido {{2}} saiu. {{1}}!';
    expect(templateVariableCount(text)).toBe(2);
    expect(templateVariableCount('Sem variáveis')).toBe(0);
    expect(fillTemplate(text, ['Ana', '42'])).toBe('Olá Ana, seu pedido 42 saiu. Ana!');
  });

  it('appends the e-mail signature below the message', () => {
    expect(withSignature('Olá\n', 'Ana\nDemo')).toBe('Olá\n\nAna\nDemo');
    expect(withSignature('Olá', '  ')).toBe('Olá');
  });
});

describe('channel configuration groups', () => {
  it('each group is read from a declared settings section and carries a catalogue channel', () => {
    for (const [section, group] of Object.entries(groupOfSection)) {
      expect(sectionByKey(section), section).toBeDefined();
      if (group !== botProviderGroup) expect(channelIds).toContain(channelOfGroup[group]);
    }
  });
});
