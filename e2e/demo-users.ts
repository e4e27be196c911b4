/** Demo log-ins that the server's demo data creates (see README). */
export const DEMO_PASSWORD = 'Portal!2026';
export const demoUsers = {
  /** Pharmacist, every module, self-certified. */
  pharmacist: {
    email: 'amelia.hughes@demo.portal.test',
    password: DEMO_PASSWORD,
    firstName: 'Amelia',
    lastName: 'Hughes',
  },
  /** Pharmacy technician: home, media, forum, education only; not self-certified. */
  technician: {
    email: 'oliver.bennett@demo.portal.test',
    password: DEMO_PASSWORD,
    firstName: 'Oliver',
    lastName: 'Bennett',
  },
  /** Administrator, every module. */
  admin: {
    email: 'admin@demo.portal.test',
    password: DEMO_PASSWORD,
    firstName: 'Grace',
    lastName: 'Whitfield',
  },
} as const;
