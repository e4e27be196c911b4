import { addDays, home, isoDay, wallClock, zonedInstant } from '@portal/contract';
import type { Db } from '../db/client';
import { guideCardCompletions, guideCards, testimonials, usefulLinks } from '../db/schema';
import type { FileStorage } from '../infra/storage';
import { createLibraryService } from '../modules/education/library.service';
import { createHomeService } from '../modules/home/home.service';
import { DEMO_EVENTS, DEMO_GUIDE_CARDS, DEMO_LINKS, DEMO_TESTIMONIALS } from './home-content';
import type { Random } from './random';

/**
 * Home's demo data: guide cards (the first demo account has done the first), events from three
 * months back to four ahead of the load day, links and testimonials. Events go through the
 * service, which cleans them; the documents are the library's (seedEducationLibrary).
 */
export async function seedHome(
  tx: Db,
  rnd: Random,
  opts: { files: FileStorage; firstAccountId: string; now: Date },
): Promise<void> {
  // Home's documents are files of the portal's one library (decision 82), which
  // seedEducationLibrary fills.
  const library = createLibraryService({ db: tx, files: opts.files });
  const service = createHomeService({ db: tx, library, publicUrl: 'http://localhost' });

  const cards = DEMO_GUIDE_CARDS.map((c, i) => ({ id: rnd.uuid(), ...c, position: i + 1 }));
  await tx.insert(guideCards).values(cards);
  await tx
    .insert(guideCardCompletions)
    .values({ userId: opts.firstAccountId, cardId: cards[0]!.id });

  const zone = home.EVENT_TIME_ZONE;
  const today = isoDay(wallClock(opts.now, zone));
  for (const e of DEMO_EVENTS) {
    // Wall-clock time on that day, whatever the clocks did (adding hours would add elapsed time).
    const start = zonedInstant(addDays(today, e.day), e.hour * 60 + (e.minute ?? 0), zone).at;
    await service.events.create({
      id: rnd.uuid(),
      title: e.title,
      type: e.type,
      startsAt: start,
      endsAt: new Date(start.getTime() + e.minutes * 60_000),
      location: e.location ?? null,
      onlineUrl: e.online ? `https://events.portal.test/join/${rnd.uuid()}` : null,
      organiser: e.organiser,
      description:
        `<p>${e.title}, organised by ${e.organiser}.</p><ul>` +
        e.points.map((p) => `<li>${p}</li>`).join('') +
        '</ul><p>CPD certificates are sent to everyone who attends.</p>',
    });
  }

  await tx
    .insert(usefulLinks)
    .values(DEMO_LINKS.map((l, i) => ({ id: rnd.uuid(), ...l, position: i + 1 })));
  await tx
    .insert(testimonials)
    .values(DEMO_TESTIMONIALS.map((t, i) => ({ id: rnd.uuid(), ...t, position: i + 1 })));
}
