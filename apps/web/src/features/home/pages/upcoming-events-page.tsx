import { CARD_HEIGHTS } from '@portal/contract';
import { useUpcomingEventsList } from '../api/get-upcoming-events';
import { EventCard } from '../components/event-card';
import { HomeListPage } from '../components/home-list-page';
import { useEventDialog } from '../components/use-event-dialog';

/** /upcomingEvent: events not yet over, soonest first, each opening its dialog. */
export function UpcomingEventsPage() {
  const { open, dialog } = useEventDialog();
  return (
    <HomeListPage
      title="Upcoming Events"
      noun={['upcoming event', 'upcoming events']}
      useList={useUpcomingEventsList}
      itemKey={(e) => e._id}
      renderItem={(e) => <EventCard event={e} onOpen={open} />}
      skeleton={{ desktop: CARD_HEIGHTS.eventList }}
      empty="No upcoming events at the moment."
    >
      {dialog}
    </HomeListPage>
  );
}
