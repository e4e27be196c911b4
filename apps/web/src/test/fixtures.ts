import type { CurrentUser, EndpointData, users } from '@portal/contract';

/** A current user as GET /api/user/profile returns it; pharmacist with every module by default. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: '7f1c4a52-4f47-4b53-9a0e-3f6f0c9d2b11',
    email: 'amelia.hughes@demo.portal.test',
    firstName: 'Amelia',
    lastName: 'Hughes',
    title: 'Mrs',
    roles: { _id: 'c0a80101-0000-4000-8000-000000000001', name: 'Pharmacist' },
    roleName: 'Pharmacist',
    userType: 'professional',
    modules: ['home', 'education', 'media', 'product', 'forum', 'bookingList'],
    isSelfCertificated: true,
    isAdmin: false,
    offersAppointments: true,
    online: true,
    media: [],
    ...overrides,
  };
}

/** The demo technician: home, media, forum and education; not self-certified. */
export function makeTechnician(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    _id: '2d4f4a27-68b6-453a-b2d8-a3109473d20a',
    email: 'oliver.bennett@demo.portal.test',
    firstName: 'Oliver',
    lastName: 'Bennett',
    title: 'Mr',
    roles: { _id: 'c0a80101-0000-4000-8000-000000000002', name: 'Pharmacy Technician' },
    roleName: 'Pharmacy Technician',
    modules: ['home', 'media', 'forum', 'education'],
    isSelfCertificated: false,
    offersAppointments: false,
    ...overrides,
  });
}

/** What GET /api/user/profile returns for a user: the user plus the profile details. */
export function profileOf(user: CurrentUser): EndpointData<typeof users.getProfile> {
  return {
    ...user,
    biography: null,
    contactNumber: null,
    postcode: null,
    registrationNumber: null,
    speciality: null,
  };
}
