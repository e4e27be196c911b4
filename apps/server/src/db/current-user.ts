import { sql } from 'drizzle-orm';
import type { CurrentUser, ModuleSlug } from '@portal/contract';
import { avatarMedia, nameAndAvatarColumns } from './person-columns';
import { roleConsults } from './reference-data';
import { roles, userModules, users } from './schema';

// SPEC §3's current user as a read model of the users table. Two repositories select it (auth,
// to check a session in one query; users, for the profile), so it lives with the schema rather
// than in either module.

const modulesOf = sql<
  ModuleSlug[]
>`coalesce((select array_agg(${userModules.moduleSlug} order by ${userModules.moduleSlug}) from ${userModules} where ${userModules.userId} = ${users.id}), '{}')`;

/** Columns behind SPEC §3's current user; used with a join of roles and a left join of media. */
export const currentUserColumns = {
  id: users.id,
  email: users.email,
  ...nameAndAvatarColumns,
  title: users.title,
  userType: users.userType,
  isSelfCertificated: users.isSelfCertificated,
  roleId: roles.id,
  roleName: roles.name,
  roleSlug: roles.slug,
  modules: modulesOf,
};

export interface CurrentUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  userType: string;
  isSelfCertificated: boolean;
  roleId: string;
  roleName: string;
  roleSlug: string;
  modules: ModuleSlug[];
  mediaId: string | null;
  mediaPath: string | null;
  mediaThumbPath: string | null;
}

/** Maps a row to SPEC §3's current user. The avatar is the first media entry. */
export function toCurrentUser(row: CurrentUserRow, online = true): CurrentUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    roles: { _id: row.roleId, name: row.roleName },
    roleName: row.roleName,
    userType: row.userType,
    modules: row.modules,
    isSelfCertificated: row.isSelfCertificated,
    isAdmin: row.roleSlug === 'admin',
    offersAppointments: roleConsults(row.roleSlug),
    online,
    media: avatarMedia(row),
  };
}
