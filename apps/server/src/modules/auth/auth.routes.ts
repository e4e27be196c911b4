import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auth } from '@portal/contract';
import { ok, route } from '../../http/route';
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
  route(app, auth.login, async ({ body, request }) => {
    const result = await service.login(body, meta(request));
    return ok(result, {
      message: 'token' in result ? 'Logged in successfully.' : 'Please finish signing up.',
    });
  });

  route(app, auth.logout, async ({ user }) => {
    await service.logout(user);
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

  route(app, auth.verifyEmail, async ({ body, request }) =>
    ok(await registration.verifyEmail(body.token, meta(request)), {
      message: 'Your e-mail address is confirmed. Welcome to Pharma Portal.',
    }),
  );

  route(app, auth.forgotPassword, async ({ body }) => {
    await service.forgotPassword(body.email);
    return ok(null, {
      message:
        'If an account exists for this e-mail address, we have sent it a link to reset the password.',
    });
  });

  route(app, auth.resetPassword, async ({ body }) => {
    await service.resetPassword(body);
    return ok(null, { message: 'Your password has been changed. Please log in.' });
  });

  route(app, auth.changePassword, async ({ user, body }) => {
    await service.changePassword(user, body);
    return ok(null, { message: 'Your password has been changed.' });
  });
}
