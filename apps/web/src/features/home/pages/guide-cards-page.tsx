import { useCompleteGuideCard } from '../api/complete-guide-card';
import { useGuideCardsList } from '../api/get-guide-cards';
import { activeGuideCard, GuideCard } from '../components/guide-card';
import { HomeListPage } from '../components/home-list-page';

/**
 * /guide-card: every onboarding card with the reader's state (done, skipped, to do), the next
 * one to do highlighted; any card not done can still be marked done.
 */
export function GuideCardsPage() {
  const complete = useCompleteGuideCard();
  return (
    <HomeListPage
      title="Guide Cards"
      noun={['guide card', 'guide cards']}
      useList={useGuideCardsList}
      itemKey={(c) => c._id}
      renderItem={(card, cards) => (
        <GuideCard
          card={card}
          step={card.position}
          active={card._id === activeGuideCard(cards)?._id}
          completing={complete.isPending && complete.variables === card._id}
          onComplete={(c) => complete.mutate(c._id)}
        />
      )}
      empty="There are no guide cards yet."
    />
  );
}
