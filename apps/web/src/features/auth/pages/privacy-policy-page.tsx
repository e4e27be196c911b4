import { Anchor } from '@mantine/core';
import { SITE } from '../../../shared/config/site';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const mail = <Anchor href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</Anchor>;

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      <>
        {SITE.companyName} is the data controller for the personal data processed through this
        portal, under the UK General Data Protection Regulation (UK GDPR) and the Data Protection
        Act 2018. You can reach our data protection lead at {mail}.
      </>,
    ],
  },
  {
    heading: 'The data we collect',
    paragraphs: ['We collect only what we need to run a professional community:'],
    points: [
      'Account data: title, name, e-mail address and a password (stored only as a one-way hash).',
      'Professional data: role, speciality, the clinics you work at, your professional registration number (for example your GPhC number), contact number and postcode.',
      'Profile data you choose to add: biography, work places and a profile image.',
      'Content you create: chat messages, posts, comments and bookings.',
      'Technical data: log-in times, the device and browser you use and your IP address, kept in security logs.',
    ],
  },
  {
    heading: 'Why we use it and our lawful bases',
    paragraphs: [],
    points: [
      'To provide the service you signed up for (contract): your account, the community, chat, education and bookings.',
      'To confirm that users are health professionals (legitimate interests and legal obligation): medicinal cannabis product information may only be shown to self-certified UK healthcare professionals.',
      'To keep the portal secure and prevent misuse (legitimate interests): rate limits, log-in throttling and security logs.',
      'To answer enquiries sent through the contact form (legitimate interests).',
      'To send service e-mails such as verification and password reset links (contract). We do not send marketing without your consent.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Other members see the profile details you publish (name, title, role, image and biography) and the content you post. We do not sell personal data. We use carefully selected processors for hosting, e-mail delivery and card payments, each bound by a data processing agreement and UK GDPR safeguards; where data leaves the UK it is protected by an adequacy decision or the International Data Transfer Agreement.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your account data while your account is open. When you delete your account we remove your personal data straight away; messages and posts you wrote stay in conversations but are shown as from a deleted user. Unfinished sign-ups are removed after 30 days, security logs after 12 months, and booking and payment records for six years, as UK tax law requires.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    paragraphs: [
      'The portal uses only strictly necessary storage: your browser keeps your session token and preferences in local storage so that you stay logged in. We do not use advertising or tracking cookies, so no consent banner is needed under the Privacy and Electronic Communications Regulations (PECR). Logging out clears the stored session.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      <>
        You have the right to access, correct, delete or port your data, to restrict or object to
        its use, and to withdraw consent at any time. You can edit your profile and delete your
        account yourself in the portal; for anything else write to {mail}. We answer within one
        month. If you are not happy with our answer you may complain to the Information
        Commissioner&apos;s Office (ico.org.uk, 0303 123 1113).
      </>,
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Connections are encrypted, passwords are hashed, sessions expire and are revoked when you change your password, and access to data is limited to the staff who need it. If a breach puts your rights at risk we will tell you and the ICO within 72 hours.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'We will post any change here and, if it is significant, tell you by e-mail before it takes effect.',
    ],
  },
];

/** The privacy policy: UK GDPR information for members and visitors. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="1 January 2026"
      intro="This policy explains what personal data we collect when you use the portal, why, how long we keep it and the rights you have over it."
      sections={SECTIONS}
    />
  );
}
