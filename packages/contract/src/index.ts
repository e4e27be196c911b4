export * from './envelope';
export * from './endpoint';
export * from './with-schemas';
export * from './modules';
export * from './validation';
export * from './constants';
export * from './format';
export * from './time-zone';
export * from './london-time';
export * from './publishing';
export * as auth from './endpoints/auth';
export * as users from './endpoints/users';
export * as chat from './endpoints/chat';
export * from './socket';
export * as news from './endpoints/news';
export * as home from './endpoints/home';
export * as homeAdmin from './endpoints/home-admin';
export * as products from './endpoints/products';
export * as productsAdmin from './endpoints/products-admin';
export * as community from './endpoints/community';
export * as education from './endpoints/education';
export * as discussion from './endpoints/discussion';
export * as bookings from './endpoints/bookings';
export * as payments from './endpoints/payments';
export * as review from './endpoints/review';
export * as search from './endpoints/search';
// The schemas of each domain's endpoints and forms: the server's, and the forms' in the browser.
export * as authSchemas from './schemas/auth';
export * as usersSchemas from './schemas/users';
export * as chatSchemas from './schemas/chat';
export * as newsSchemas from './schemas/news';
export * as homeSchemas from './schemas/home';
export * as homeAdminSchemas from './schemas/home-admin';
export * as productsSchemas from './schemas/products';
export * as productsAdminSchemas from './schemas/products-admin';
export * as communitySchemas from './schemas/community';
export * as educationSchemas from './schemas/education';
export * as discussionSchemas from './schemas/discussion';
export * as bookingsSchemas from './schemas/bookings';
export * as reviewSchemas from './schemas/review';
export * as paymentsSchemas from './schemas/payments';
export * as searchSchemas from './schemas/search';
export type {
  ChangePasswordBody,
  ClinicOption,
  CurrentUser,
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterState,
  RegistrationStep,
  ResetPasswordBody,
  Role,
  Speciality,
} from './endpoints/auth';
export type {
  AdminUser,
  ContactBody,
  ContactMessage,
  Profile,
  SelfCertifyBody,
  UpdateProfileBody,
  Workplace,
  WorkplaceBody,
} from './endpoints/users';
export type {
  ChatActionBody,
  ChatMessage,
  ChatUser,
  DirectChatItem,
  Room,
  RoomMember,
  StarredItem,
} from './endpoints/chat';
