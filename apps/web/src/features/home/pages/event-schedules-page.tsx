import { CARD_HEIGHTS } from '@portal/contract';
import { useEventsList } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { HomeListPage } from '../components/home-list-page';
import { useEventDialog } from '../components/use-event-dialog';

/** /eventSchedules: every event on the calendar, earliest first, each opening its dialog. */
export function EventSchedulesPage() {
  const { open, dialog } = useEventDialog();
  return (
    <HomeListPage
      title="Event Schedules"
      noun={['event', 'events']}
      useList={useEventsList}
      itemKey={(e) => e._id}
      renderItem={(e) => <EventCard event={e} onOpen={open} />}
      skeleton={{ desktop: CARD_HEIGHTS.eventList }}
      empty="There are no events on the calendar yet."
    >
      {dialog}
    </HomeListPage>
  );
}
