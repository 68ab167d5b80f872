import { channelById, channels, type ChannelId, type ChannelName } from '../channels';
import type { MessageKey } from '../i18n';

/**
 * The new-protocol wizard (spec protocol-inbox §2, §4 Wizard flow, §5 New-protocol step):
 * mode (online or offline) -> CRM or detached -> department -> channel -> Next.
 */
export type WizardStep = 'action' | 'first' | 'searchCustomer' | `channel_${ChannelName}`;

/** The first step's choices; null until made. */
export type WizardChoice = {
  offline: boolean | null;
  crm: boolean | null;
  departmentId: number | null;
  channelId: ChannelId | null;
};

export const emptyChoice: WizardChoice = { offline: null, crm: null, departmentId: null, channelId: null };

/** The protocol the wizard starts from, when it creates one out of an existing protocol. */
export type ExistingProtocol = {
  departmentId: number;
  /** Departments its phase lets create protocols; null when the phase does not restrict. */
  allowedDepartmentIds: number[] | null;
  /** Whether its customer is a CRM contact: the CRM choice is not asked again. */
  crm: boolean;
};

/** One channel configuration of a department (a settings record), with its provider when it has one. */
export type ChannelConfiguration = { id: number; provider: string | null };

/**
 * A department as the wizard reads it: its channel configurations by group (spec §3, per-type
 * channel configuration) and whether it has a CRM schema.
 */
export type WizardDepartment = {
  id: number;
  name: string;
  groups: Record<string, ChannelConfiguration[]>;
  hasCrmSchema: boolean;
};

/** The group of the department's bot providers: it carries no channel an agent can start on. */
export const botProviderGroup = 'bot';
/** The group of multi-channel gateways; some of them carry WhatsApp. */
export const gatewayGroup = 'channels_gateway';
/** Gateways through which WhatsApp counts as available (spec §5). */
export const whatsappGateways = ['pontal-tech', 'bee-app'] as const;

/** The channel each configuration group carries. */
export const channelOfGroup: Record<string, ChannelId> = {
  chat: 1,
  whatsapp: 2,
  whatsapp_official: 2,
  whatsapp_qr_code: 2,
  sms: 3,
  email_imap: 4,
  phone: 6,
  video: 7,
  instagram: 8,
  landing_page: 11,
  google_chat: 14,
  inbot_chat: 16,
  slack: 17,
};

/** The settings section each group is configured in (its records carry the departments they serve). */
export const groupOfSection: Record<string, string> = {
  widget: 'chat',
  whatsapp: 'whatsapp',
  'whatsapp-official': 'whatsapp_official',
  'whatsapp-qr-code': 'whatsapp_qr_code',
  sms: 'sms',
  'email-imap': 'email_imap',
  dialer: 'phone',
  video: 'video',
  instagram: 'instagram',
  'landing-page': 'landing_page',
  'google-chat': 'google_chat',
  'inbot-widget': 'inbot_chat',
  slack: 'slack',
  'ai-bot': botProviderGroup,
};

const usableGroups = (department: Pick<WizardDepartment, 'groups'>) =>
  Object.entries(department.groups).filter(([group, configs]) => group !== botProviderGroup && configs.length > 0);

/** Whether the CRM-or-detached choice is shown: once the mode is chosen, and not for an existing protocol. */
export function showsCrmChoice(choice: WizardChoice, existing: ExistingProtocol | null): boolean {
  return choice.offline !== null && existing === null;
}

/** The CRM choice in force: an existing protocol brings its own. */
export function crmOf(choice: WizardChoice, existing: ExistingProtocol | null): boolean | null {
  return existing ? existing.crm : choice.crm;
}

/** Departments offered (spec §5): online needs a channel; CRM needs a CRM schema; a phase may restrict. */
export function offeredDepartments(
  departments: WizardDepartment[],
  choice: WizardChoice,
  existing: ExistingProtocol | null,
): WizardDepartment[] {
  const crm = crmOf(choice, existing);
  return departments.filter(
    (department) =>
      (choice.offline !== false || usableGroups(department).length > 0) &&
      (crm !== true || department.hasCrmSchema) &&
      (existing?.allowedDepartmentIds == null || existing.allowedDepartmentIds.includes(department.id)),
  );
}

/** Channels offered for a department: the configured ones, all of them offline, in the catalogue's order. */
export function offeredChannels(
  department: Pick<WizardDepartment, 'groups'> | null,
  offline: boolean | null,
): ChannelId[] {
  if (offline === true) return channels.map((channel) => channel.id);
  if (!department) return [];
  const offered = new Set<ChannelId>();
  for (const [group, configs] of usableGroups(department)) {
    if (group === gatewayGroup) {
      if (configs.some((config) => (whatsappGateways as readonly string[]).includes(config.provider ?? ''))) {
        offered.add(2);
      }
      continue;
    }
    const channelId = channelOfGroup[group];
    if (channelId !== undefined) offered.add(channelId);
  }
  return channels.map((channel) => channel.id).filter((id) => offered.has(id));
}

export type FirstStepField = 'offline' | 'crm' | 'department' | 'channel';
export type WizardIssue<F extends string = string> = { field: F; key: MessageKey };

/** Whether the channel must be chosen: once both booleans are set, except CRM online (the customer comes first). */
export function requiresChannel(offline: boolean | null, crm: boolean | null): boolean {
  return offline !== null && crm !== null && !(crm && !offline);
}

/** What the first step still lacks, in the order the spec asks for it. */
export function firstStepIssues(
  choice: WizardChoice,
  existing: ExistingProtocol | null,
): WizardIssue<FirstStepField>[] {
  const crm = crmOf(choice, existing);
  if (choice.offline === null) return [{ field: 'offline', key: 'wizard.required.mode' }];
  if (crm === null) return [{ field: 'crm', key: 'wizard.required.crm' }];
  const issues: WizardIssue<FirstStepField>[] = [];
  if (choice.departmentId === null) issues.push({ field: 'department', key: 'wizard.required.department' });
  if (requiresChannel(choice.offline, crm) && choice.channelId === null) {
    issues.push({ field: 'channel', key: 'wizard.required.channel' });
  }
  return issues;
}

export type WizardNext = { kind: 'send' } | { kind: 'step'; step: WizardStep };

const channelStep = (channelId: ChannelId | null): WizardNext => {
  const channel = channelId === null ? undefined : channelById(channelId);
  if (!channel || channel.name === 'video') return { kind: 'send' };
  return { kind: 'step', step: `channel_${channel.name}` };
};

/** Where Next goes from the first step (spec §4 Wizard flow). */
export function nextFromFirstStep(choice: WizardChoice, existing: ExistingProtocol | null): WizardNext {
  const crm = crmOf(choice, existing);
  if (choice.offline && !crm) return { kind: 'send' };
  if (crm) return choice.offline && existing ? { kind: 'send' } : { kind: 'step', step: 'searchCustomer' };
  return channelStep(choice.channelId);
}

/** Where Next goes once the CRM customer is found: offline records the contact; online goes on to the channel. */
export function nextFromCustomer(choice: WizardChoice): WizardNext {
  return choice.offline ? { kind: 'send' } : channelStep(choice.channelId);
}

/** Choosing the mode; on a new protocol it clears department and channel. */
export function chooseMode(choice: WizardChoice, offline: boolean, existing: ExistingProtocol | null): WizardChoice {
  if (existing) return { ...choice, offline };
  return { ...choice, offline, departmentId: null, channelId: null };
}

/** Choosing CRM or detached; on a new protocol it clears department and channel. */
export function chooseCrm(choice: WizardChoice, crm: boolean, existing: ExistingProtocol | null): WizardChoice {
  if (existing) return { ...choice, crm };
  return { ...choice, crm, departmentId: null, channelId: null };
}

/** Choosing a department keeps the channel only if the department offers it too. */
export function chooseDepartment(choice: WizardChoice, department: WizardDepartment): WizardChoice {
  const keep = choice.channelId !== null && offeredChannels(department, choice.offline).includes(choice.channelId);
  return { ...choice, departmentId: department.id, channelId: keep ? choice.channelId : null };
}

/** Back is shown only where there was more than one option to choose from. */
export function showsBack(optionCount: number): boolean {
  return optionCount > 1;
}
