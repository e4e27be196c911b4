import type { CurrentUser } from '@portal/contract';

/** The user behind a request's bearer session. */
export type SessionUser = CurrentUser & { sessionId: string };
