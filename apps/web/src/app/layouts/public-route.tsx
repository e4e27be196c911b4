import { PublicLayout } from './public-layout';

/** Landing, guest and error pages; each page's route guards it (page-route.tsx). */
export default PublicLayout;
