import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { SITE } from '../../../shared/config/site';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who may use the portal',
    paragraphs: [
      'The portal is for pharmacy and clinical professionals practising in the United Kingdom. By signing up you confirm that the details you give, including your professional registration number, are true and that you will keep them up to date. We may check your registration with the General Pharmaceutical Council or another UK regulator and suspend accounts that cannot be verified.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'Keep your password secret and do not share your account. Tell us straight away if you think someone else has used it. You can delete your account at any time from your profile.',
    ],
  },
  {
    heading: 'Professional conduct',
    paragraphs: [
      'Behave in the community as you would in practice, in line with the standards of your regulator (for example the GPhC Standards for pharmacy professionals). In particular you must not:',
    ],
    points: [
      'share information that could identify a patient, unless the patient has consented and it is needed for their care;',
      'post content that is unlawful, defamatory, discriminatory, harassing or misleading;',
      'give individual clinical advice to members of the public through the portal;',
      'promote products, services or prescription-only medicines to the public;',
      'upload material you do not have the right to share.',
    ],
  },
  {
    heading: 'Medicinal cannabis and product information',
    paragraphs: [
      'Information about medicinal cannabis and other prescription-only products is provided only to healthcare professionals who have self-certified in the portal, in line with the Human Medicines Regulations 2012 and the MHRA Blue Guide on advertising medicines. By self-certifying you confirm that you are a UK healthcare professional and that you will not pass product information on to patients or the public. Product information does not replace the Summary of Product Characteristics or your own clinical judgement.',
    ],
  },
  {
    heading: 'Education content',
    paragraphs: [
      'Webinars, articles and journal clubs are for continuing professional development. They are provided for information, reflect the authors’ views and may not cover every circumstance.',
    ],
  },
  {
    heading: 'Bookings and payments',
    paragraphs: [
      'Where you take bookings through the portal, the contract for the consultation is between you and your patient. Card payments are handled by our payment provider; we never see full card numbers.',
    ],
  },
  {
    heading: 'Moderation',
    paragraphs: [
      'We may remove content or suspend accounts that break these terms, and report serious concerns to the relevant regulator or authority.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'We work to keep the portal available and accurate but provide it as is. Nothing in these terms limits liability for death or personal injury caused by negligence, or for fraud.',
    ],
  },
  {
    heading: 'Your data',
    paragraphs: [
      <>
        How we use personal data is explained in our{' '}
        <Anchor component={Link} to="/privacy-policy">
          Privacy Policy
        </Anchor>
        .
      </>,
    ],
  },
  {
    heading: 'Changes and governing law',
    paragraphs: [
      <>
        We may update these terms and will tell you of significant changes before they apply. These
        terms are governed by the law of England and Wales. Questions: {SITE.supportEmail}.
      </>,
    ],
  },
];

/** The terms and conditions of the professional community. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms & Conditions"
      updated="1 January 2026"
      intro={`These terms apply to everyone who uses ${SITE.companyName}. Please read them before you sign up.`}
      sections={SECTIONS}
    />
  );
}
