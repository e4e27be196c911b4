import { CARD_HEIGHTS } from '@portal/contract';
import { useUsefulLinksList } from '../api/get-useful-links';
import { HomeListPage } from '../components/home-list-page';
import { HOME_BLOCKS } from '../lib/home-blocks';
import { UsefulLinkCard } from '../components/useful-link-card';

/** /usefulLinks: every useful link, in order, with search. */
export function UsefulLinksPage() {
  return (
    <HomeListPage
      title="Useful Links"
      noun={['useful link', 'useful links']}
      useList={useUsefulLinksList}
      itemKey={(l) => l._id}
      renderItem={(l) => <UsefulLinkCard link={l} />}
      skeleton={{
        desktop: CARD_HEIGHTS.usefulLinks,
        mobile: HOME_BLOCKS.usefulLinks.skeleton.mobile,
      }}
      empty="There are no useful links yet."
    />
  );
}
