export * from './envelope';
export * from './endpoint';
export * from './modules';
export * from './validation';
export * from './constants';
export * from './format';
export * from './london-time';
export * as auth from './endpoints/auth';
export * as users from './endpoints/users';
export * as chat from './endpoints/chat';
export * from './socket';
export * as news from './endpoints/news';
export * as home from './endpoints/home';
export * as products from './endpoints/products';
export * as community from './endpoints/community';
export * as pages from './endpoints/pages';
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
