// The users endpoints as the web client calls them (no zod); their schemas are schemas/users.ts.
import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/users';

export type * from '../schemas/users';

export const getProfile = defineEndpoint<typeof s.getProfile>()({
  method: 'GET',
  path: '/api/user/profile',
  summary: 'The current user with profile details; the header loads it on creation.',
  access: 'user',
});

export const updateProfile = defineEndpoint<typeof s.updateProfile>()({
  method: 'PATCH',
  path: '/api/user/profile',
  summary:
    'Change profile details; a field left out stays as it is, an empty optional field is cleared.',
  access: 'user',
});

/** Profile image limits, checked by content on the server. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Multipart upload, field `file`; the body schema is documentation only. */
export const uploadProfileImage = defineEndpoint<typeof s.uploadProfileImage>()({
  method: 'POST',
  path: '/api/user/profile/image',
  summary:
    'Upload a profile image (multipart field `file`): JPEG, PNG or WebP checked by content, at most 5 MiB; stored resized and served as the first `media` url.',
  access: 'user',
});

export const removeMedia = defineEndpoint<typeof s.removeMedia>()({
  method: 'POST',
  path: '/api/media/:id',
  summary: 'Remove an uploaded file of the current user (the profile image).',
  access: 'user',
});

export const deleteAccount = defineEndpoint<typeof s.deleteAccount>()({
  method: 'DELETE',
  path: '/api/user/:userId',
  summary:
    'Delete one’s own account, confirmed with the password: personal data is removed, sessions revoked, log-in becomes impossible; posts and messages stay, shown as from a deleted user.',
  access: 'user',
});

export const selfCertify = defineEndpoint<typeof s.selfCertify>()({
  method: 'POST',
  path: '/api/user/selfCertification',
  summary:
    'Declare being a UK healthcare professional, with a GPhC registration number; unlocks Products.',
  access: 'user',
});

export const createWorkplace = defineEndpoint<typeof s.createWorkplace>()({
  method: 'POST',
  path: '/api/workplace/create',
  summary: 'Add a work place to the current user’s profile.',
  access: 'user',
});

export const editWorkplace = defineEndpoint<typeof s.editWorkplace>()({
  method: 'PUT',
  path: '/api/workplace/edit/:id',
  summary: 'Change one of the current user’s work places.',
  access: 'user',
});

export const listWorkplaces = defineEndpoint<typeof s.listWorkplaces>()({
  method: 'GET',
  path: '/api/workplace/get',
  summary: 'Work places of a user (`userId`, default the current user); only one’s own.',
  access: 'user',
});

export const getWorkplace = defineEndpoint<typeof s.getWorkplace>()({
  method: 'GET',
  path: '/api/workplace/get/:id',
  summary: 'One of the current user’s work places.',
  access: 'user',
});

export const deleteWorkplace = defineEndpoint<typeof s.deleteWorkplace>()({
  method: 'DELETE',
  path: '/api/workplace/delete/:id',
  summary: 'Remove one of the current user’s work places.',
  access: 'user',
});

export const listUsersForAdmin = defineEndpoint<typeof s.listUsersForAdmin>()({
  method: 'GET',
  path: '/api/user/admin/list',
  summary: 'Every account, newest first, searchable by name or e-mail. Admins only.',
  access: 'user',
  admin: true,
});

export const listContactMessages = defineEndpoint<typeof s.listContactMessages>()({
  method: 'GET',
  path: '/api/user/contactUs/list',
  summary: 'Messages sent through the contact form, newest first. Admins only.',
  access: 'user',
  admin: true,
});

export const sendContactMessage = defineEndpoint<typeof s.sendContactMessage>()({
  method: 'POST',
  path: '/api/contactUs/create',
  summary: 'Send a message or a quote request to the team (the landing page form).',
  access: 'public',
});

export const getUserForAdmin = defineEndpoint<typeof s.getUserForAdmin>()({
  method: 'GET',
  path: '/api/admin/users/:id',
  summary:
    'One account as an admin sees it: sign-up details, registration number, role, modules, whether it is deactivated. Admins only.',
  access: 'user',
  admin: true,
});

export const updateUserForAdmin = defineEndpoint<typeof s.updateUserForAdmin>()({
  method: 'PATCH',
  path: '/api/admin/users/:id',
  summary:
    'Set an account’s role and modules, reset its self-certification, deactivate or reactivate it; audited, and followed on the user’s next request. Admins only; not one’s own role, modules or standing.',
  access: 'user',
  admin: true,
});

export const adminDeleteAccount = defineEndpoint<typeof s.adminDeleteAccount>()({
  method: 'PATCH',
  path: '/api/user/accountDelete/:id',
  summary: 'Delete (anonymise) another account. Admins only; not one’s own.',
  access: 'user',
  admin: true,
});

export const listAudit = defineEndpoint<typeof s.listAudit>()({
  method: 'GET',
  path: '/api/admin/audit',
  summary:
    'Every admin change, newest first: who, what, when, before and after; filtered by kind, record, actor, action and London dates. Read only. Admins only.',
  access: 'user',
  admin: true,
});
