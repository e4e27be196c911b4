import { data } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page';
import { pageTitle } from '../../shared/navigation/page-title';

export const handle = { title: 'Page not found', public: true };
export const meta = () => [{ title: pageTitle(handle.title) }];

/** Any path outside the route table: the page, answered with 404. */
export const loader = () => data(null, { status: 404 });

export default NotFoundPage;
