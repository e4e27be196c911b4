import { education, londonClock, longDate, type CurrentUser } from '@portal/contract';
import { renderPdf } from '../../infra/pdf';
import type { CpdEntryRow } from './cpd.repository';

/** A UK day as the PDF writes it: 5 March 2026. */
const ukDay = (day: string) => longDate(londonClock(`${day}T12:00:00Z`));

const SOURCE_LABELS: Record<education.CpdSourceKind, string> = {
  webinar: 'Webinar',
  journalClub: 'Journal club',
  publication: 'Key publication',
  article: 'Article',
};

/** The questions of GPhC's record templates, as the form and the PDF ask them. */
export const CPD_QUESTIONS = {
  plannedWhat: 'What are you planning to learn?',
  plannedHow: 'How are you planning to learn it?',
  learnedWhat: 'What did you learn?',
  whyRelevant: 'How was it relevant to your practice?',
  reflection: 'What did you discuss or reflect on, and what did you change?',
  benefitExample:
    'Give an example of how this learning has benefited the people using your services.',
} as const;

/** The revalidation year's records as a PDF: the counts, then each record in full. */
export async function cpdRecordPdf(
  user: Pick<CurrentUser, 'firstName' | 'lastName'>,
  s: education.CpdSummary,
  rows: CpdEntryRow[],
) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const t = s.targets;
  const body = await renderPdf({
    title: 'CPD record',
    subtitle: `${name} · ${ukDay(s.periodStart)} to ${ukDay(s.periodEnd)}${
      s.renewalDate ? ` · renewal date ${ukDay(s.periodEnd)}` : ''
    }`,
    sections: [
      {
        heading: 'Progress towards revalidation',
        bullets: [
          `CPD records: ${s.counts.records} of ${t.records} (planned: ${s.counts.planned} of at least ${t.planned}; unplanned: ${s.counts.unplanned})`,
          `Peer discussion: ${s.counts.peerDiscussion} of ${t.peerDiscussion}`,
          `Reflective account: ${s.counts.reflectiveAccount} of ${t.reflectiveAccount}`,
        ],
      },
      ...(rows.length
        ? rows.map((r) => ({
            heading: `${education.CPD_ENTRY_TYPE_LABELS[r.type as education.CpdEntryType]}: ${r.title}`,
            paragraphs: [
              `Date: ${ukDay(r.activityDate)}`,
              ...(r.sourceKind && r.sourceTitle
                ? [
                    `From: ${SOURCE_LABELS[r.sourceKind as education.CpdSourceKind]} — ${r.sourceTitle}`,
                  ]
                : []),
              ...(
                ['plannedWhat', 'plannedHow', 'learnedWhat', 'whyRelevant', 'reflection'] as const
              ).flatMap((f) => (r[f] ? [`${CPD_QUESTIONS[f]} ${r[f]}`] : [])),
              `${CPD_QUESTIONS.benefitExample} ${r.benefitExample}`,
              ...(r.evidence.length
                ? [`Evidence: ${r.evidence.map((e) => e.name).join(', ')}`]
                : []),
            ],
          }))
        : [{ heading: 'Records', paragraphs: ['No records in this year yet.'] }]),
    ],
    footer: `CPD record of ${name}`,
  });
  return {
    body,
    contentType: 'application/pdf',
    fileName: `CPD-record-${s.periodStart}-to-${s.periodEnd}.pdf`,
  };
}
