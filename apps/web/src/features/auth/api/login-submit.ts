import { zodResolver } from '@hookform/resolvers/zod';
import { auth } from '@portal/contract';
export { logIn } from './log-in';

/**
 * What the login form needs only once someone types: the contract's schema (and zod with it) and
 * the call. The page loads this chunk right after it renders, so the first paint stays light.
 */
export const loginResolver = zodResolver(auth.LoginBodySchema);
