import type { Db } from '../db/client';
import { createFaqService } from '../modules/education/faq.service';

/** The FAQ: topics in order, each with its questions in order. */
export const DEMO_FAQ: readonly {
  topic: string;
  questions: readonly { question: string; answer: string }[];
}[] = [
  {
    topic: 'Your account',
    questions: [
      {
        question: 'Why do I need to verify my e-mail address?',
        answer:
          'We send the verification link to make sure the address is yours and that you receive replies to your messages. Until it is verified you cannot sign in.\n\nThe link is valid for 24 hours; ask for a new one from the sign-in page if it has expired.',
      },
      {
        question: 'How do I change my clinics or work places?',
        answer:
          'Open your profile and choose Edit. You can list up to five clinics and as many work places as you need.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Contact the support team from the foot of this page. We delete your account and your personal data within 30 days; posts in the community are kept without your name.',
      },
    ],
  },
  {
    topic: 'Products and self-certification',
    questions: [
      {
        question: 'Why can I not see products?',
        answer:
          'Product information is only available to healthcare professionals who have self-certified, as the Human Medicines Regulations 2012 restrict the promotion of prescription-only medicines to the public.\n\nPharmacists, doctors and other prescribers can self-certify from the Products page with their registration number.',
      },
      {
        question: 'Can a pharmacy technician self-certify?',
        answer:
          'No. Pharmacy technicians see every Education section, but product details and producers’ product lists stay with pharmacists and prescribers.',
      },
      {
        question: 'What is a declaration?',
        answer:
          'A declaration records that you have reviewed a product’s information for a patient’s prescription. You can download each one as a PDF for your records.',
      },
    ],
  },
  {
    topic: 'Education and CPD',
    questions: [
      {
        question: 'Do webinars count towards my CPD?',
        answer:
          'Yes. A webinar you attend can be recorded as a CPD entry for your GPhC revalidation: an unplanned record if you came across it, a planned one if you set out to learn the topic.',
      },
      {
        question: 'Can I download library documents to share with colleagues?',
        answer:
          'Library documents are for registered users. You can download and print them for your own practice and your team; please do not publish them elsewhere.',
      },
      {
        question: 'How do I join an education forum?',
        answer:
          'Open the Forums tab and choose a forum. Open forums take you straight in; private ones ask their admins to approve you.',
      },
    ],
  },
  {
    topic: 'Clinics and prescribing',
    questions: [
      {
        question: 'Who can prescribe cannabis-based medicinal products in the UK?',
        answer:
          'Only doctors on the GMC Specialist Register can make the decision to prescribe an unlicensed cannabis-based product. Other prescribers may prescribe under a specialist’s direction as part of a shared care arrangement.',
      },
      {
        question: 'How do I refer a patient to a clinic?',
        answer:
          'Open the clinic in the Clinics tab: it lists how it takes referrals and its contact details. Most private clinics accept self-referral with a summary of the patient’s care record.',
      },
    ],
  },
];

/** The FAQ's topics and questions, through the service (one transaction per topic). */
export async function seedEducationFaq(tx: Db): Promise<void> {
  const service = createFaqService({ db: tx });
  for (const [position, t] of DEMO_FAQ.entries())
    await service.addTopic({ name: t.topic, position }, t.questions);
}
