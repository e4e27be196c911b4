import { PagePlaceholder } from '../../../shared/ui/page-placeholder';

/** The audit list (built next). */
export function AdminAuditPage() {
  return <PagePlaceholder />;
}
