import { Avatar, type MantineSize } from '@mantine/core';

type UserAvatarProps = {
  name: string;
  photoUrl: string | null;
  size?: MantineSize | number;
};

/** The user's photo, or the initials of the name on a colour of its own. */
export function UserAvatar({ name, photoUrl, size = 'md' }: UserAvatarProps) {
  return <Avatar src={photoUrl} alt={name} name={name} color="initials" size={size} radius="xl" />;
}
