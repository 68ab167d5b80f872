import {
  changeRamalStatus,
  changeRamalType,
  dialerTypes,
  mobcallStatus,
  type DialerType,
} from '@contact/domain/settings';
import type { CurrentUser } from '@contact/domain/users';
import { ActionIcon, Indicator, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPhone, IconPhoneCheck, IconPhoneOff, IconPlugConnected } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http-client';
import { isHttpError } from '../../api/http-error';
import { i18n } from '../../i18n/i18n';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import { useSetCurrentUser } from '../../session/use-set-current-user';

/**
 * Spec §8: a 400 'Ramal não logado no softphone' (in the reader's language) tells the user to connect
 * to the softphone; any other failure shows the server's text.
 */
export function reportDialerError(error: unknown): void {
  if (isHttpError(error) && error.status === 400 && error.message === i18n.t('settings.errors.ramalNotLoggedIn')) {
    notifications.show({ color: 'orange', title: error.message, message: i18n.t('dialer.connectSoftphone') });
    return;
  }
  reportError(error);
}

/** The extension's dialer status and mode; shown only to a user with an extension. */
export function DialerControl({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const setCurrentUser = useSetCurrentUser();
  const [type, setType] = useState<DialerType | null>(null);

  /** GET /mobcall/status: its answer is the spec's '{name} você está conectado ao ramal {ramal}…'. */
  const check = useMutation({
    mutationFn: () => call(mobcallStatus),
    onSuccess: (answer) => {
      setType(answer.ramal_type);
      notifySuccess(answer.message);
    },
    onError: reportDialerError,
  });
  const changeStatus = useMutation({
    mutationFn: (ramal_status: 'available' | 'unavailable') => call(changeRamalStatus, { body: { ramal_status } }),
    onSuccess: (answer) => {
      setCurrentUser({ ...user, ramal_status: answer.ramal_status });
      if (answer.ramal_status === 'available') check.mutate();
      else notifySuccess(answer.message);
    },
    onError: reportDialerError,
  });
  const changeType = useMutation({
    mutationFn: (ramal_type: DialerType) => call(changeRamalType, { body: { ramal_type } }),
    onSuccess: (answer) => {
      setType(answer.ramal_type);
      notifySuccess(answer.message);
    },
    onError: reportDialerError,
  });

  if (!user.ramal) return null;
  const available = user.ramal_status === 'available';
  const statusLabel = t(available ? 'dialer.status.available' : 'dialer.status.unavailable');
  const busy = check.isPending || changeStatus.isPending || changeType.isPending;

  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <Indicator color={available ? 'green' : 'gray'} size={9} offset={4} withBorder>
          <ActionIcon
            variant="default"
            size="lg"
            loading={busy}
            aria-label={t('dialer.open', { ramal: user.ramal, status: statusLabel })}
          >
            {available ? <IconPhoneCheck size={18} aria-hidden /> : <IconPhone size={18} aria-hidden />}
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('dialer.ramal', { ramal: user.ramal })} · {statusLabel}
        </Menu.Label>
        {available ? (
          <Menu.Item
            leftSection={<IconPhoneOff size={16} aria-hidden />}
            onClick={() => changeStatus.mutate('unavailable')}
          >
            {t('dialer.disconnect')}
          </Menu.Item>
        ) : (
          <Menu.Item
            color="green"
            leftSection={<IconPhoneCheck size={16} aria-hidden />}
            onClick={() => changeStatus.mutate('available')}
          >
            {t('dialer.connect')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconPlugConnected size={16} aria-hidden />} onClick={() => check.mutate()}>
          {t('dialer.check')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('dialer.type')}</Menu.Label>
        {dialerTypes.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => changeType.mutate(option)}
            rightSection={type === option ? <IconCheck size={14} aria-hidden /> : null}
          >
            {t(`dialer.type.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
