import { redirect } from 'react-router';
import { ADMIN_HOME } from '#features/admin/sections';

// /admin is no page of its own: it opens the admin area's first section (its layout has already
// turned away anyone who is not an admin).
export const loader = () => redirect(ADMIN_HOME);
export const clientLoader = () => redirect(ADMIN_HOME);

export default function Route() {
  return null;
}
