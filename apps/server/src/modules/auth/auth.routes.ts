import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auth } from '@portal/contract';
import { ok, route } from '../../http/route';
import {
  clearEndedSessionCookie,
  clearSessionCookie,
  setSessionCookie,
} from '../../http/session-cookie';
import type { AuthService } from './auth.service';
import type { RegistrationService } from './registration.service';

const meta = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

export function authRoutes(
  app: FastifyInstance,
  service: AuthService,
  registration: RegistrationService,
): void {
  route(app, auth.login, async ({ body, request, reply }) => {
    const result = await service.login(body, meta(request));
    if ('token' in result) setSessionCookie(reply, result.token, request, service.sessionSeconds);
    return ok(result, {
      message: 'token' in result ? 'Logged in successfully.' : 'Please finish signing up.',
    });
  });

  route(app, auth.logout, async ({ user, request, reply }) => {
    await service.logout(user);
    clearSessionCookie(reply, request);
    return ok(null, { message: 'You have been logged out.' });
  });

  route(app, auth.getRoleNames, async () => ok(await service.listRoles()));
  route(app, auth.getSpecialities, async () => ok(await service.listSpecialities()));
  route(app, auth.getPublicClinics, async () => ok(await service.listPublicClinics()));

  route(app, auth.register, async ({ body }) => {
    const state = await registration.register(body);
    return ok(state, {
      message:
        state.step === 'verify' ? `We have sent a verification link to ${state.email}.` : undefined,
    });
  });

  route(app, auth.resendVerification, async ({ body }) => {
    const state = await registration.resendVerification(body.registerToken);
    return ok(state, { message: `We have sent a new verification link to ${state.email}.` });
  });

  route(app, auth.getCurrentRegisterStep, async ({ body }) =>
    ok(await registration.currentStep(body.registerToken)),
  );

  route(app, auth.verifyEmail, async ({ body, request, reply }) => {
    const session = await registration.verifyEmail(body.token, meta(request));
    setSessionCookie(reply, session.token, request, service.sessionSeconds);
    return ok(session, {
      message: 'Your e-mail address is confirmed. Welcome to Pharma Portal.',
    });
  });

  route(app, auth.forgotPassword, async ({ body }) => {
    await service.forgotPassword(body.email);
    return ok(null, {
      message:
        'If an account exists for this e-mail address, we have sent it a link to reset the password.',
    });
  });

  route(app, auth.resetPassword, async ({ body, request, reply }) => {
    await service.resetPassword(body);
    // The reset ended every session of the account: a cookie of one of them goes too.
    await clearEndedSessionCookie(reply, request, service);
    return ok(null, { message: 'Your password has been changed. Please log in.' });
  });

  route(app, auth.changePassword, async ({ user, body, request, reply }) => {
    await service.changePassword(user, body);
    // The change ended the account's other sessions (a cookie of one goes) but not the
    // caller's (its cookie stays).
    await clearEndedSessionCookie(reply, request, service);
    return ok(null, { message: 'Your password has been changed.' });
  });
}
