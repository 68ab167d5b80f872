import type { CurrentUser } from '@contact/domain/users';
import { lazyNamed } from '../lazy-named';

const AppearanceDialog = lazyNamed(() => import('../../features/profile/appearance-dialog'), 'AppearanceDialog');
const EditProfileDialog = lazyNamed(() => import('../../features/profile/edit-profile-dialog'), 'EditProfileDialog');
const ChangePasswordDialog = lazyNamed(
  () => import('../../features/profile/change-password-dialog'),
  'ChangePasswordDialog',
);
const EmailSignatureDialog = lazyNamed(
  () => import('../../features/profile/email-signature-dialog'),
  'EmailSignatureDialog',
);
const LanguageDialog = lazyNamed(() => import('../../features/profile/language-dialog'), 'LanguageDialog');
const NotificationsDialog = lazyNamed(
  () => import('../../features/notifications/notifications-dialog'),
  'NotificationsDialog',
);
const TwoFactorDialog = lazyNamed(() => import('../../features/auth/two-factor/two-factor-dialog'), 'TwoFactorDialog');

export type UserDialogName =
  'appearance' | 'profile' | 'password' | 'signature' | 'language' | 'notifications' | 'twoFactor';

type UserDialogProps = {
  name: UserDialogName;
  user: CurrentUser;
  onClose: () => void;
};

/** One profile dialog of the user menu, loaded when first opened. */
export function UserDialog({ name, user, onClose }: UserDialogProps) {
  switch (name) {
    case 'appearance':
      return <AppearanceDialog user={user} onClose={onClose} />;
    case 'profile':
      return <EditProfileDialog user={user} onClose={onClose} />;
    case 'password':
      return <ChangePasswordDialog onClose={onClose} />;
    case 'signature':
      return <EmailSignatureDialog user={user} onClose={onClose} />;
    case 'language':
      return <LanguageDialog user={user} onClose={onClose} />;
    case 'notifications':
      return <NotificationsDialog user={user} onClose={onClose} />;
    case 'twoFactor':
      return <TwoFactorDialog user={user} onClose={onClose} />;
  }
}
