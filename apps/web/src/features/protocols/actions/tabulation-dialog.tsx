import type { ProtocolDetail } from '@contact/domain/protocols';
import { isValidTaxId } from '@contact/domain/validation';
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/http-error';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { Select } from '../../../ui/select';
import { useChatView } from '../use-chat-view';
import { tabulationsFor, useTabulations } from '../use-inbox-settings';
import { useFinalizeProtocol, useTabulateProtocol } from '../use-protocol-actions';

type TabulationDialogProps = {
  protocol: ProtocolDetail;
  /** finalize: tabulate and close (PUT /protocol/tab); tabulate: record the tabulation only (POST). */
  mode: 'finalize' | 'tabulate';
  onClose: () => void;
};

type Values = { tab: string | null; matricula: string; grupo: string; subgrupo: string; ocorrencia: string };
type Errors = Partial<Record<keyof Values, string>>;

/** Finalize or tabulate with one of the tabulations of the protocol's department; CPC needs a tax id. */
export function TabulationDialog({ protocol, mode, onClose }: TabulationDialogProps) {
  const { t } = useTranslation();
  const tabulations = useTabulations();
  const finalize = useFinalizeProtocol();
  const tabulate = useTabulateProtocol();
  const action = mode === 'finalize' ? finalize : tabulate;
  const { closeProtocol } = useChatView();
  const [values, setValues] = useState<Values>({ tab: null, matricula: '', grupo: '', subgrupo: '', ocorrencia: '' });
  const [errors, setErrors] = useState<Errors>({});
  const options = tabulationsFor(tabulations.data ?? [], protocol.department_id);
  const chosen = options.find((item) => String(item.id) === values.tab);
  const customerTaxId = protocol.customers[0]?.tax_id ?? '';
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));

  async function handleSubmit(): Promise<void> {
    if (!chosen) {
      setErrors({ tab: t('validation.required', { field: t('inbox.tabulation.tabulation') }) });
      return;
    }
    if (chosen.cpc && !isValidTaxId(customerTaxId) && !isValidTaxId(values.matricula)) {
      setErrors({ matricula: t('errors.cpcRequiresTaxId') });
      return;
    }
    setErrors({});
    const optional = (value: string) => value.trim() || undefined;
    try {
      const result = await action.mutateAsync({
        protocolo: protocol.id,
        tab: chosen.id,
        matricula: optional(values.matricula),
        grupo: optional(values.grupo),
        subgrupo: optional(values.subgrupo),
        ocorrencia: optional(values.ocorrencia),
      });
      notifySuccess(result.message);
      onClose();
      if (mode === 'finalize') closeProtocol();
    } catch (error) {
      if (isHttpError(error)) {
        const { tab, matricula, grupo, subgrupo, ocorrencia } = error.fields;
        setErrors({ tab, matricula, grupo, subgrupo, ocorrencia });
      }
      reportError(error);
    }
  }

  return (
    <Dialog
      opened
      title={mode === 'finalize' ? t('inbox.tabulation.finalizeTitle') : t('inbox.tabulation.tabulateTitle')}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          {tabulations.error && (
            <Alert color="red" role="alert">
              {tabulations.error.message}
            </Alert>
          )}
          {tabulations.data && options.length === 0 && (
            <Alert color="yellow" role="status">
              {t('inbox.tabulation.none')}
            </Alert>
          )}
          <Select
            label={t('inbox.tabulation.tabulation')}
            data={options.map((item) => ({
              value: String(item.id),
              label: item.cpc ? `${item.description} (CPC)` : item.description,
            }))}
            value={values.tab}
            onChange={(tab) => set({ tab })}
            error={errors.tab}
            required
          />
          <TextInput
            label={chosen?.cpc ? t('inbox.tabulation.taxId') : t('inbox.tabulation.registration')}
            description={chosen?.cpc ? t('inbox.tabulation.cpcHint') : undefined}
            value={values.matricula}
            onChange={(event) => set({ matricula: event.currentTarget.value })}
            error={errors.matricula}
            maxLength={40}
          />
          <SimpleGrid cols={2}>
            <TextInput
              label={t('inbox.tabulation.group')}
              value={values.grupo}
              onChange={(event) => set({ grupo: event.currentTarget.value })}
              error={errors.grupo}
              maxLength={120}
            />
            <TextInput
              label={t('inbox.tabulation.subgroup')}
              value={values.subgrupo}
              onChange={(event) => set({ subgrupo: event.currentTarget.value })}
              error={errors.subgrupo}
              maxLength={120}
            />
          </SimpleGrid>
          <Textarea
            label={t('inbox.tabulation.occurrence')}
            autosize
            minRows={2}
            maxLength={2000}
            value={values.ocorrencia}
            onChange={(event) => set({ ocorrencia: event.currentTarget.value })}
            error={errors.ocorrencia}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={action.isPending}>
              {mode === 'finalize' ? t('inbox.tabulation.finalize') : t('inbox.tabulation.tabulate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
