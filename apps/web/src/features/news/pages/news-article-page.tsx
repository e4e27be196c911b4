import { PagePlaceholder } from '../../../shared/ui/page-placeholder';

/** Title and breadcrumb until the issue that builds this page. */
export function NewsArticlePage() {
  return <PagePlaceholder />;
}
