import { useQuery, type QueryClient } from '@tanstack/react-query';
import { auth, users, type Profile, type UpdateProfileBody } from '@portal/contract';
import type { z } from 'zod';
import { api, type CallOptions } from '../../../shared/api/client';
import { endpointQuery } from '../../../shared/api/query';
import { useSessionStore } from '../../../shared/session/session-store';
import { profileQuery } from './get-profile';

/** GET /api/user/profile with the details the profile page edits. */
export const useProfile = () => useQuery(profileQuery());

/** GET /api/speciality for the speciality select. */
export const useSpecialityOptions = () =>
  useQuery({ ...endpointQuery(auth.getSpecialities), staleTime: Infinity });

/**
 * After a change to the profile: the header reads the session's user, so it is replaced at once;
 * then every query refetches, since names and images show in lists elsewhere too.
 */
export async function applyProfile(queryClient: QueryClient, profile: Profile): Promise<void> {
  useSessionStore.getState().setUser(profile);
  queryClient.setQueryData(profileQuery().queryKey, profile);
  await queryClient.invalidateQueries();
}

/** PATCH /api/user/profile. */
export function updateProfile(body: UpdateProfileBody, options: CallOptions = {}) {
  return api.call(users.updateProfile, { body }, { displayLoader: true, ...options });
}

/** POST /api/user/profile/image as multipart field `file`. */
export function uploadProfileImage(file: File, options: CallOptions = {}) {
  return api.upload(users.uploadProfileImage, file, {}, { displayLoader: true, ...options });
}

/** POST /api/media/:id: removes the profile image. */
export function removeProfileImage(mediaId: string) {
  return api.call(users.removeMedia, { params: { id: mediaId } }, { displayLoader: true });
}

/** PATCH /api/change-password. */
export function changePassword(
  body: z.output<typeof auth.ChangePasswordBodySchema>,
  options: CallOptions = {},
) {
  return api.call(auth.changePassword, { body }, { displayLoader: true, ...options });
}

/** DELETE /api/user/:userId with the password. */
export function deleteAccount(userId: string, password: string, options: CallOptions = {}) {
  return api.call(
    users.deleteAccount,
    { params: { userId }, body: { password } },
    { displayLoader: true, ...options },
  );
}
