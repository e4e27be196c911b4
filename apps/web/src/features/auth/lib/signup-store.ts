import { createFeatureStore } from '../../../shared/session/feature-store';

/** An unfinished sign-up: kept so a reload of /signup resumes at its current step. */
export interface SignupState {
  registerToken: string;
  email: string;
}

interface SignupStoreState {
  /** The sign-up in progress, if any; cleared when the e-mail is verified or a session starts. */
  signup: SignupState | null;
  setSignup: (signup: SignupState | null) => void;
}

/** Sign-up progress, auth's own store (decision 140). */
export const useSignupStore = createFeatureStore<SignupStoreState>(
  'signup',
  (set) => ({
    signup: null,
    setSignup: (signup) => set({ signup }),
  }),
  ({ signup }) => ({ signup }),
);

/** A session replaces any sign-up in progress: the account it belonged to is now usable. */
export function endSignup(): void {
  useSignupStore.getState().setSignup(null);
}
