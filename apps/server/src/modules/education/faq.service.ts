import type { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { createFaqRepository } from './faq.repository';

/** What `contactUs/get` answers: the portal team's contact options. */
export const CONTACT_OPTIONS: education.ContactOptions = {
  email: 'support@pharmaportal.co.uk',
  phone: '0161 496 0730',
  hours: 'Monday to Friday, 9am to 5pm (not bank holidays)',
  responseDays: 2,
  topics: [
    {
      key: 'account',
      label: 'My account',
      description: 'Signing in, verifying your e-mail, your profile and your registration number.',
    },
    {
      key: 'self-certification',
      label: 'Self-certification and products',
      description:
        'Why products are hidden, certifying as a healthcare professional, declarations.',
    },
    {
      key: 'education',
      label: 'Education content',
      description: 'Webinars, the library, the journal club and your CPD record.',
    },
    {
      key: 'community',
      label: 'Community and chat',
      description: 'Forums, posts, messages and reporting something that should not be there.',
    },
    {
      key: 'other',
      label: 'Something else',
      description: 'Anything not listed; we will pass it to the right person.',
    },
  ],
};

/** Questions grouped by topic (topics in order, each with its questions in order). */
export function groupByTopic(
  rows: readonly { id: string; question: string; answer: string; topic: string }[],
): education.FaqTopic[] {
  const topics: education.FaqTopic[] = [];
  for (const r of rows) {
    let group = topics.at(-1);
    if (group?.topic !== r.topic) {
      group = { topic: r.topic, questions: [] };
      topics.push(group);
    }
    group.questions.push({ _id: r.id, question: r.question, answer: r.answer });
  }
  return topics;
}

/** FAQ and contact options. */
export function createFaqService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createFaqRepository(db);
  return {
    async list(q: education.FaqQuery): Promise<{ topics: education.FaqTopic[]; total: number }> {
      const rows = await repo.questions(q.search);
      return { topics: groupByTopic(rows), total: rows.length };
    },

    contactOptions(): education.ContactOptions {
      return CONTACT_OPTIONS;
    },

    /** Stores a topic with its questions in one transaction (demo data, editorial tooling). */
    async addTopic(
      topic: { name: string; position: number },
      questions: readonly { question: string; answer: string }[],
    ): Promise<string> {
      return db.transaction((tx) => repo.insertTopic(topic, questions, tx));
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
