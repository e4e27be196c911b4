/** Company details shown in the footer and anywhere the site points people to us. */
export const SITE = {
  companyName: 'Pharma Portal',
  pharmaSiteUrl: 'https://www.pharmaportal.co.uk',
  pharmaSiteLabel: 'www.pharmaportal.co.uk',
  supportEmail: 'support@pharmaportal.co.uk',
} as const;
