import { uploadProfilePhoto } from '@contact/domain/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { useSetCurrentUser } from '../../session/use-set-current-user';

/** PUT /profile/photo as multipart, field "photo". */
export function useUploadPhoto() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (photo: File) => {
      const formData = new FormData();
      formData.append('photo', photo);
      return call(uploadProfilePhoto, { formData });
    },
    onSuccess: setCurrentUser,
  });
}
