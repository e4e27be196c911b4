import { DateTime } from 'luxon';
import { home } from '@portal/contract';
import type { Db } from '../db/client';
import { guideCardCompletions, guideCards, testimonials, usefulLinks } from '../db/schema';
import { renderPdf } from '../infra/pdf';
import type { FileStorage } from '../infra/storage';
import { createHomeService } from '../modules/home/home.service';
import {
  DEMO_DOCUMENTS,
  DEMO_EVENTS,
  DEMO_GUIDE_CARDS,
  DEMO_LINKS,
  DEMO_TESTIMONIALS,
} from './home-content';
import type { Random } from './random';

/**
 * Home's demo data: guide cards (the first demo account has done the first), events from three
 * months back to four ahead of the load day, generated PDF documents, links and testimonials.
 * Events and documents go through the service, which cleans and stores them.
 */
export async function seedHome(
  tx: Db,
  rnd: Random,
  opts: { files: FileStorage; firstAccountId: string; now: Date },
): Promise<void> {
  const service = createHomeService({ db: tx, files: opts.files, publicUrl: 'http://localhost' });

  const cards = DEMO_GUIDE_CARDS.map((c, i) => ({ id: rnd.uuid(), ...c, position: i + 1 }));
  await tx.insert(guideCards).values(cards);
  await tx
    .insert(guideCardCompletions)
    .values({ userId: opts.firstAccountId, cardId: cards[0]!.id });

  const today = DateTime.fromJSDate(opts.now, { zone: home.EVENT_TIME_ZONE }).startOf('day');
  for (const e of DEMO_EVENTS) {
    // Wall-clock time on that day, whatever the clocks did (plus({ hours }) would add elapsed time).
    const start = today.plus({ days: e.day }).set({ hour: e.hour, minute: e.minute ?? 0 });
    await service.events.create({
      id: rnd.uuid(),
      title: e.title,
      type: e.type,
      startsAt: start.toJSDate(),
      endsAt: start.plus({ minutes: e.minutes }).toJSDate(),
      location: e.location ?? null,
      onlineUrl: e.online ? `https://events.portal.test/join/${rnd.uuid()}` : null,
      organiser: e.organiser,
      description:
        `<p>${e.title}, organised by ${e.organiser}.</p><ul>` +
        e.points.map((p) => `<li>${p}</li>`).join('') +
        '</ul><p>CPD certificates are sent to everyone who attends.</p>',
    });
  }

  for (const [i, d] of DEMO_DOCUMENTS.entries()) {
    const bytes = await renderPdf({
      title: d.title,
      subtitle: `${d.category} · Pharma Portal library`,
      sections: d.sections.map((s) => ({
        heading: s.heading,
        paragraphs: 'paragraphs' in s ? [...s.paragraphs] : [],
        bullets: 'bullets' in s ? [...s.bullets] : [],
      })),
      footer: 'Demo document — not for clinical use',
    });
    await service.library.add({
      id: rnd.uuid(),
      title: d.title,
      description: d.description,
      category: d.category,
      fileName: `${d.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}.pdf`,
      contentType: 'application/pdf',
      bytes,
      createdAt: today.minus({ days: 7 * (DEMO_DOCUMENTS.length - i) }).toJSDate(),
    });
  }

  await tx
    .insert(usefulLinks)
    .values(DEMO_LINKS.map((l, i) => ({ id: rnd.uuid(), ...l, position: i + 1 })));
  await tx
    .insert(testimonials)
    .values(DEMO_TESTIMONIALS.map((t, i) => ({ id: rnd.uuid(), ...t, position: i + 1 })));
}
