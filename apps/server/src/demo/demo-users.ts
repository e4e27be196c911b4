import type { ModuleSlug } from '@portal/contract';
import type { RoleSlug } from '../db/reference-data';

/** The demo password of every demo account (README lists the log-ins). */
export const DEMO_PASSWORD = 'Portal!2026';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  role: RoleSlug;
  modules: readonly ModuleSlug[];
  selfCertified: boolean;
  registrationNumber?: string;
}

const ALL_MODULES: readonly ModuleSlug[] = [
  'home',
  'education',
  'media',
  'product',
  'forum',
  'bookingList',
];

/** The accounts people log in with; e2e/demo-users.ts mirrors them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'amelia.hughes@demo.portal.test',
    firstName: 'Amelia',
    lastName: 'Hughes',
    title: 'Mrs',
    role: 'pharmacist',
    modules: ALL_MODULES,
    selfCertified: true,
    registrationNumber: '2071234',
  },
  {
    email: 'oliver.bennett@demo.portal.test',
    firstName: 'Oliver',
    lastName: 'Bennett',
    title: 'Mr',
    role: 'pharmacy-technician',
    modules: ['home', 'media', 'forum', 'education'],
    selfCertified: false,
  },
  {
    email: 'admin@demo.portal.test',
    firstName: 'Grace',
    lastName: 'Whitfield',
    title: 'Ms',
    role: 'admin',
    modules: ALL_MODULES,
    selfCertified: true,
    registrationNumber: '2050001',
  },
];
