import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import { useSessionStore } from '../../../shared/session/session-store';
import { useCompleteGuideCard } from '../api/complete-guide-card';
import { useGuideCardsPreview } from '../api/get-guide-cards';
import { useSkipGuideCards } from '../api/skip-guide-cards';
import { HOME_BLOCKS, HOME_PREVIEWS } from '../lib/home-blocks';
import { introWasOver, rememberIntro } from '../lib/intro-memory';
import { BlockBody } from './block-body';
import { activeGuideCard, GuideCard } from './guide-card';
import { CardRail, HomeBlock } from './home-block';

const block = HOME_BLOCKS.guideCards;
const NONE: never[] = [];

/**
 * Home's guide cards while any is left to do: the done ones and the ones to do, the first to do
 * highlighted. Skip intro skips the rest; then the block says where to find them.
 */
const noSubscription = () => () => undefined;

export function GuideCardsBlock() {
  const query = useGuideCardsPreview(HOME_PREVIEWS.guideCards);
  const complete = useCompleteGuideCard();
  const skip = useSkipGuideCards();
  const cards = query.data?.rows ?? NONE;
  const active = activeGuideCard(cards);
  // Skipped cards stay on the list page only. One array per answer: the block draws its rows in
  // a deferred render, which a new array on every render would start again.
  const shown = useMemo(
    () => (active ? cards.filter((c) => c.state !== 'skipped') : NONE),
    [cards, active],
  );
  const userId = useSessionStore((s) => s.user?._id);
  // The browser's memory, read once the page is the browser's: a page rendered on the server
  // knows nothing of it, and its hydration must render what the server did.
  const wasOver = useSyncExternalStore(
    noSubscription,
    () => introWasOver(userId),
    () => false,
  );
  const answered = query.isSuccess;
  useEffect(() => {
    if (answered) rememberIntro(userId, !active);
  }, [answered, userId, active]);

  return (
    <HomeBlock
      block={block}
      actions={
        // While the cards load, the button's place is kept (hidden): on a phone it takes the
        // header to two lines, and its coming moved every block below.
        (active || (query.isPending && !wasOver)) && (
          <Button
            variant="default"
            size="xs"
            loading={skip.isPending}
            onClick={() => skip.mutate()}
            style={active ? undefined : { visibility: 'hidden' }}
          >
            Skip intro
          </Button>
        )
      }
    >
      {/* With the intro over last time, the line that says so while loading, not five cards. */}
      <BlockBody
        block={block}
        query={query}
        rows={shown}
        empty="You have finished the introduction. The guide cards stay under View all."
        emptyWhileLoading={wasOver}
      >
        {(rows) => (
          <CardRail label={block.title}>
            {rows.map((card) => (
              <GuideCard
                key={card._id}
                card={card}
                step={card.position}
                steps={cards.length}
                active={card._id === active?._id}
                completing={complete.isPending && complete.variables === card._id}
                onComplete={(c) => complete.mutate(c._id)}
              />
            ))}
          </CardRail>
        )}
      </BlockBody>
    </HomeBlock>
  );
}
