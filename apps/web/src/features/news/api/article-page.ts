import type { news } from '@portal/contract';
import type { Page } from '../../../shared/api/paging';

export { nextSkip, pageOf } from '../../../shared/api/paging';

/** One page of a paged article list with the list's total (`option[0].count`). */
export type ArticlePage = Page<news.Article>;
