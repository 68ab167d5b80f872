import type { WizardChoice } from '@contact/domain/wizard';
import type { CreateInput } from './use-new-protocol';

/** What the channel steps and the customer search fill in. */
export type StepValues = {
  name: string;
  email: string;
  subject: string;
  text: string;
  number: string;
  templateId: number | null;
  variables: string[];
  /** The public link of the template header's image, video or document, when it has one. */
  headerLink: string;
  crmContactId: string | null;
};

export const emptyValues: StepValues = {
  name: '',
  email: '',
  subject: '',
  text: '',
  number: '',
  templateId: null,
  variables: [],
  headerLink: '',
  crmContactId: null,
};

const trimmed = (value: string) => value.trim() || undefined;

/** The create call's body: only what the chosen channel carries. */
export function payloadOf(choice: WizardChoice, values: StepValues, ai: boolean): CreateInput {
  return {
    id_department: choice.departmentId ?? 0,
    id_channel: choice.channelId ?? 1,
    offline: choice.offline === true,
    crm: choice.crm === true,
    ia: ai,
    subject: trimmed(values.subject),
    text: trimmed(values.text),
    hsm_id: values.templateId ?? undefined,
    hsm_variables: values.templateId ? values.variables.map((variable) => variable.trim()) : [],
    hsm_header_link: values.templateId ? trimmed(values.headerLink) : undefined,
    customer: {
      name: trimmed(values.name),
      email: trimmed(values.email),
      phone: values.number.replace(/\D/g, '') || undefined,
      crm_contact_id: values.crmContactId ?? undefined,
    },
  };
}

/** The wizard's field for each field the server names in a refusal. */
const stepFieldOfWire: Record<string, string> = {
  'customer.email': 'email',
  'customer.phone': 'number',
  'customer.name': 'name',
  hsm_id: 'template',
  hsm_header_link: 'headerLink',
  id_department: 'department',
  id_channel: 'channel',
};

export function stepErrorsOf(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [
      stepFieldOfWire[path] ?? path.replace(/^hsm_variables\./, 'variables.'),
      message,
    ]),
  );
}

/** A phone as the customer search gives it (`+5521…` or digits) back to the national digits of the mask. */
export function nationalDigits(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}
