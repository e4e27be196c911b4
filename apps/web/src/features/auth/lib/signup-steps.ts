import type { RegistrationStep } from '@portal/contract';

/** What /signup shows: the two forms, the "check your e-mail" note, or "already finished". */
export type SignupView = 'account' | 'professional' | 'verify' | 'done';

/** The screens of the sign-up stepper, in order (the `done` note sits after the last). */
export const SIGNUP_VIEWS: readonly SignupView[] = ['account', 'professional', 'verify'];

/** The view for a server-reported step; no step yet means the account form. */
export function viewOfStep(step: RegistrationStep | undefined): SignupView {
  return step ?? 'account';
}

/** An unfinished sign-up as the login page hands it over in the navigation state. */
export interface ResumeState {
  registrationStep: RegistrationStep;
  registerToken: string;
  email: string;
}

/** The login page's hand-over, if the navigation state is one. */
export function resumeStateOf(state: unknown): ResumeState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { registrationStep, registerToken, email } = state as Record<string, unknown>;
  if (
    (registrationStep === 'professional' ||
      registrationStep === 'verify' ||
      registrationStep === 'done') &&
    typeof registerToken === 'string' &&
    typeof email === 'string'
  ) {
    return { registrationStep, registerToken, email };
  }
  return null;
}

/** The index of a view in the stepper (done counts as past the last step). */
export function stepIndexOf(view: SignupView): number {
  return view === 'done' ? SIGNUP_VIEWS.length : SIGNUP_VIEWS.indexOf(view);
}
