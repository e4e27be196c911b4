import { Avatar } from '@mantine/core';
import '@mantine/core/styles/Avatar.layer.css';
import { initialOf, type CurrentUser } from '@portal/contract';
import { avatarUrlOf, fullNameOf } from '../session/session-store';

/** The user's picture (media[0].url), or the first name's initial when there is none. */
export function UserAvatar({ user, size }: { user: CurrentUser | null; size: number }) {
  const src = avatarUrlOf(user);
  return (
    <Avatar src={src} size={size} radius="xl" color="blue" alt={fullNameOf(user)}>
      {initialOf(user?.firstName)}
    </Avatar>
  );
}
