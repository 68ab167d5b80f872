import { channelById } from '@contact/domain/channels';
import type { Protocol } from '@contact/domain/protocols';
import {
  channelStepIssues,
  emptyChoice,
  firstStepIssues,
  nextFromCustomer,
  nextFromFirstStep,
  showsBack,
  type ExistingProtocol,
  type WizardChoice,
  type WizardIssue,
  type WizardNext,
  type WizardStep,
} from '@contact/domain/wizard';
import { Alert, Button, Center, Group, Loader, Radio, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../api/http-error';
import { useCurrentUser } from '../../session/use-current-user';
import { useChannelName } from '../../ui/channel-icon';
import { Dialog } from '../../ui/dialog';
import { reportError } from '../../ui/forms/report-error';
import { ChannelStep } from './channel-step';
import { CustomerStep } from './customer-step';
import { FirstStep } from './first-step';
import { customerOfProtocol, useCreateProtocol, useWizardOptions } from './use-new-protocol';
import { emptyValues, nationalDigits, payloadOf, stepErrorsOf, type StepValues } from './wizard-form';

/** What the action step offers; with one action the wizard starts on the first step and shows no Back there. */
const actions = ['protocol'] as const;

type NewProtocolDialogProps = {
  onClose: () => void;
  /** The new protocol, and whether the bot took it (AI on). */
  onCreated: (protocol: Protocol, ai: boolean) => void;
  existing?: ExistingProtocol | null;
};

/** The new-protocol wizard (spec §2, §4 Wizard flow, §5): action, first step, searchCustomer, one step per channel. */
export function NewProtocolDialog({ onClose, onCreated, existing = null }: NewProtocolDialogProps) {
  const { t } = useTranslation();
  const channelName = useChannelName();
  const options = useWizardOptions();
  const { data: user } = useCurrentUser();
  const create = useCreateProtocol();
  const [trail, setTrail] = useState<WizardStep[]>([]);
  const [step, setStep] = useState<WizardStep>(actions.length > 1 ? 'action' : 'first');
  const [choice, setChoice] = useState<WizardChoice>(emptyChoice);
  const [values, setValues] = useState<StepValues>(emptyValues);
  const [ai, setAi] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorsOf = (issues: WizardIssue[]) => Object.fromEntries(issues.map((issue) => [issue.field, t(issue.key)]));

  const templates = (options.data?.templates ?? []).filter((item) =>
    choice.departmentId === null ? false : item.departments.includes(choice.departmentId),
  );
  const onChannelStep = step.startsWith('channel_');
  const upcoming: WizardNext | null =
    step === 'first'
      ? nextFromFirstStep(choice, existing)
      : step === 'searchCustomer'
        ? nextFromCustomer(choice)
        : null;
  const sends = onChannelStep || upcoming?.kind === 'send';
  const backShown = step === 'first' ? showsBack(actions.length) : step !== 'action';

  const go = (next: WizardStep) => {
    setTrail([...trail, step]);
    setErrors({});
    setStep(next);
  };

  function handleBack(): void {
    const previous = trail.at(-1);
    if (!previous) return;
    setTrail(trail.slice(0, -1));
    setErrors({});
    setStep(previous);
  }

  async function send(): Promise<void> {
    try {
      const protocol = await create.mutateAsync(payloadOf(choice, values, ai));
      notifications.show({ color: 'green', message: t('newProtocol.created', { number: protocol.number }) });
      onCreated(protocol, ai);
      onClose();
    } catch (error) {
      if (isHttpError(error)) setErrors(stepErrorsOf(error.fields));
      reportError(error);
    }
  }

  function follow(next: WizardNext): void {
    if (next.kind === 'send') void send();
    else go(next.step);
  }

  function handleNext(): void {
    if (step === 'action') return go('first');
    if (step === 'first') {
      const issues = firstStepIssues(choice, existing);
      if (issues.length > 0) return setErrors(errorsOf(issues));
      return follow(nextFromFirstStep(choice, existing));
    }
    if (step === 'searchCustomer') return follow(nextFromCustomer(choice));
    const template = templates.find((item) => item.id === values.templateId);
    const issues = channelStepIssues(choice.channelId ?? 0, {
      ...values,
      variableCount: template?.variableCount ?? 0,
      headerMedia: template?.headerMedia ?? null,
    });
    if (issues.length > 0) return setErrors(errorsOf(issues));
    void send();
  }

  async function handlePick(protocol: Protocol): Promise<void> {
    const customer = await customerOfProtocol(protocol.id).catch(() => null);
    setValues({
      ...values,
      name: customer?.name ?? protocol.customer_name ?? '',
      email: customer?.email ?? '',
      number: nationalDigits(customer?.phone ?? protocol.protocol_phone),
      crmContactId: customer?.crm_contact_id ?? null,
    });
  }

  const channel = choice.channelId === null ? undefined : channelById(choice.channelId);
  const heading =
    step === 'action'
      ? t('newProtocol.step.action')
      : step === 'first'
        ? t('newProtocol.step.first')
        : step === 'searchCustomer'
          ? t('newProtocol.step.searchCustomer')
          : t('newProtocol.step.channel', { channel: channel ? channelName(channel.id) : '' });

  return (
    <Dialog opened title={t('newProtocol.title')} onClose={onClose}>
      <form
        noValidate
        aria-label={t('newProtocol.title')}
        data-step={step}
        onSubmit={(event) => {
          event.preventDefault();
          handleNext();
        }}
      >
        <Stack gap="md">
          <Text fw={600} size="sm" c="dimmed">
            {heading}
          </Text>
          {options.isPending && (
            <Center>
              <Loader aria-label={t('app.loading')} />
            </Center>
          )}
          {options.error && <Alert color="red">{options.error.message}</Alert>}
          {step === 'action' && (
            <Radio.Group value="protocol">
              <Stack gap="xs">
                {actions.map((action) => (
                  <Radio key={action} value={action} label={t(`newProtocol.action.${action}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {step === 'first' && options.data && (
            <FirstStep
              departments={options.data.departments}
              choice={choice}
              existing={existing}
              errors={errors}
              onChange={(changed) => {
                setChoice(changed);
                setErrors({});
              }}
            />
          )}
          {step === 'searchCustomer' && (
            <CustomerStep chosen={values.name || null} onPick={(protocol) => void handlePick(protocol)} />
          )}
          {onChannelStep && choice.channelId !== null && (
            <ChannelStep
              channelId={choice.channelId}
              values={values}
              templates={templates}
              signature={user?.emailSignature ?? ''}
              errors={errors}
              onChange={setValues}
            />
          )}
          {choice.offline !== true && step !== 'action' && (
            <Switch
              label={t('newProtocol.ai')}
              description={t('newProtocol.aiHelp')}
              checked={ai}
              onChange={(event) => setAi(event.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end" gap="xs">
            {backShown && (
              <Button variant="default" onClick={handleBack} disabled={create.isPending}>
                {t('newProtocol.back')}
              </Button>
            )}
            <Button type="submit" disabled={create.isPending || !options.data}>
              {create.isPending ? t('newProtocol.sending') : sends ? t('newProtocol.create') : t('newProtocol.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
