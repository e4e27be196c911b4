import { useQuery } from '@tanstack/react-query';
import { auth, type RegisterBody } from '@portal/contract';
import { api, type CallOptions } from '../../../shared/api/client';
import { endpointQuery } from '../../../shared/api/query';

/** POST /api/register, one step at a time; false when it failed (the client has said why). */
export function registerStep(body: RegisterBody, options: CallOptions = {}) {
  return api.call(auth.register, { body }, { displayLoader: true, ...options });
}

/** POST /api/getCurrentRegisterStep: where the stored sign-up stands. */
export function currentRegisterStep(registerToken: string) {
  return api.call(
    auth.getCurrentRegisterStep,
    { body: { registerToken } },
    { displayLoader: true },
  );
}

/** POST /api/resend-verification: a fresh link for a sign-up waiting at its e-mail check. */
export function resendVerification(registerToken: string) {
  return api.call(auth.resendVerification, { body: { registerToken } }, { displayLoader: true });
}

/** GET /api/role/getName: roles one can sign up with. */
export const useRoles = () =>
  useQuery({ ...endpointQuery(auth.getRoleNames), staleTime: Infinity });

/** GET /api/speciality: clinical specialities. */
export const useSpecialities = () =>
  useQuery({ ...endpointQuery(auth.getSpecialities), staleTime: Infinity });

/** GET /api/clinic/public/clinicList: clinics a professional can say they work at. */
export const usePublicClinics = () =>
  useQuery({ ...endpointQuery(auth.getPublicClinics), staleTime: Infinity });
