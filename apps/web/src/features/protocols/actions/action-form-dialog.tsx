import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/http-error';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';

type ActionFormDialogProps = {
  title: string;
  submitLabel: string;
  /** The call is under way: the submit button shows it and cannot be pressed twice. */
  pending: boolean;
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The frame of a protocol action's form: its title, its fields, Cancel and a submit button
 * that shows the call under way. Enter submits; the browser's own validation stays out of it
 * (the fields show the domain's messages).
 */
export function ActionFormDialog(props: ActionFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened title={props.title} onClose={props.onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void props.onSubmit();
        }}
      >
        <Stack gap="md">
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/**
 * A form's field messages: set by its own checks, or by the server's refusal (`refused`
 * shows each under its field and the server's message as a notification; the form stays usable).
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const refused = (error: unknown) => {
    if (isHttpError(error)) setErrors(error.fields as Partial<Record<F, string>>);
    reportError(error);
  };
  return { errors, setErrors, refused };
}
