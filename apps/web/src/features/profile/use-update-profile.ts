import { updateProfile, type ProfileUpdate } from '@contact/domain/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { useSetCurrentUser } from '../../session/use-set-current-user';

type ProfileChanges = Omit<ProfileUpdate, 'phone'> & { phone?: string | null };

/** PUT /profile; the answer is the new current user, applied at once. */
export function useUpdateProfile() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => call(updateProfile, { body: changes }),
    onSuccess: setCurrentUser,
  });
}
