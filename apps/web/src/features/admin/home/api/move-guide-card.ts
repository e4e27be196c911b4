import { homeAdmin } from '@portal/contract';
import { useContentChange } from '../../catalogue/api/admin-content';

/** Moves a guide card one place up or down; the admin lists are fetched again. */
export function useMoveGuideCard() {
  return useContentChange(
    homeAdmin.moveAdminGuideCard,
    (v: { id: string; direction: homeAdmin.GuideCardMove }) => ({
      params: { id: v.id },
      body: { direction: v.direction },
    }),
  );
}
