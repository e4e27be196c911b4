import { PagePlaceholder } from '../../../shared/ui/page-placeholder';

/** An account's details, role, modules and standing (built next). */
export function AdminUserPage() {
  return <PagePlaceholder />;
}
