import type { CurrentUser } from '@contact/domain/users';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconChevronDown,
  IconLanguage,
  IconLock,
  IconLogout,
  IconPalette,
  IconShieldLock,
  IconSignature,
  IconUserEdit,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../session/sign-out';
import { UserAvatar } from '../../ui/user-avatar';
import { UserDialog, type UserDialogName } from './user-dialog';

const items = [
  { dialog: 'appearance', label: 'userMenu.appearance', icon: IconPalette },
  { dialog: 'profile', label: 'userMenu.editProfile', icon: IconUserEdit },
  { dialog: 'password', label: 'userMenu.changePassword', icon: IconLock },
  { dialog: 'signature', label: 'userMenu.emailSignature', icon: IconSignature },
  { dialog: 'language', label: 'userMenu.language', icon: IconLanguage },
  { dialog: 'notifications', label: 'userMenu.notifications', icon: IconBell },
  { dialog: 'twoFactor', label: 'userMenu.twoFactor', icon: IconShieldLock },
] as const satisfies readonly { dialog: UserDialogName; label: string; icon: unknown }[];

/** The avatar in the header and the profile dialogs behind it. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<UserDialogName | null>(null);

  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('userMenu.open')}>
            <Group gap="xs" wrap="nowrap">
              <UserAvatar name={user.name} photoUrl={user.photoUrl} />
              <Text size="sm" fw={500} visibleFrom="sm">
                {user.name}
              </Text>
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          {items.map(({ dialog: name, label, icon: Icon }) => (
            <Menu.Item key={name} leftSection={<Icon size={16} aria-hidden />} onClick={() => setDialog(name)}>
              {t(label)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog && (
        <Suspense fallback={null}>
          <UserDialog name={dialog} user={user} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
