import type { CurrentUser, RegisterBody, RegisterState } from '@portal/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ROLE_MODULES, type RoleSlug } from '../../db/reference-data';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { Mailer } from '../../infra/mail';
import { isUniqueViolation } from '../../db/sql-state';
import type { AuthService } from './auth.service';
import { verifyEmailMessage } from './emails';
import type { LoginThrottle } from './login-throttle';
import { hashPassword } from './password';
import { createRegistrationRepository } from './registration.repository';
import { createUserTokens } from './user-tokens';

type AccountStep = Extract<RegisterBody, { step: 'account' }>;
type ProfessionalStep = Extract<RegisterBody, { step: 'professional' }>;

export const DUPLICATE_EMAIL =
  'An account with this e-mail address already exists. Please log in instead.';
export const BAD_REGISTER_TOKEN =
  'Your sign-up session has expired. Please log in to continue signing up.';
export const BAD_VERIFY_LINK =
  'This verification link is invalid or has expired. Please log in to get a new one.';

/** Sign-up in steps: account, professional details, e-mail verification. */
export function createRegistrationService(deps: {
  db: Db;
  auth: AuthService;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  throttle: LoginThrottle;
  now?: () => Date;
}) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const tokens = createUserTokens(db);
  const repo = createRegistrationRepository(db);

  async function state(userId: string, registerToken: string): Promise<RegisterState> {
    const u = await repo.findSignUp(userId);
    if (!u) throw badRequest(BAD_REGISTER_TOKEN);
    return { step: u.step, registerToken, email: u.email, firstName: u.firstName };
  }

  async function account(body: AccountStep): Promise<RegisterState> {
    if (await repo.emailTaken(body.email)) throw conflict(DUPLICATE_EMAIL);
    const passwordHash = await hashPassword(body.password);
    // The role is chosen in the next step; until then the account cannot log in anyway.
    const role = await repo.roleBySlug('pharmacist');
    try {
      // The account and its sign-up token exist together or not at all.
      return await db.transaction(async (tx) => {
        const userId = await repo.createAccount(
          {
            email: body.email,
            passwordHash,
            title: body.title,
            firstName: body.firstName,
            lastName: body.lastName,
            roleId: role!.id,
          },
          tx,
        );
        const registerToken = await tokens.issue(userId, 'register', now(), tx);
        return {
          step: 'professional' as const,
          registerToken,
          email: body.email,
          firstName: body.firstName,
        };
      });
    } catch (err) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
      throw err;
    }
  }

  async function professional(body: ProfessionalStep): Promise<RegisterState> {
    const userId = await tokens.peek(body.registerToken, 'register', now());
    if (!userId) throw badRequest(BAD_REGISTER_TOKEN);
    const u = await repo.findSignUp(userId);
    if (!u || u.step === 'done') throw badRequest(BAD_REGISTER_TOKEN);

    const [role, specialityFound, clinicsFound] = await Promise.all([
      repo.selectableRole(body.roleId),
      repo.specialityExists(body.specialityId),
      repo.countPublicClinics(body.clinicIds),
    ]);
    const fields: Record<string, string> = {};
    if (!role) fields.roleId = 'Please choose a role from the list';
    if (!specialityFound) fields.specialityId = 'Please choose a speciality from the list';
    if (clinicsFound !== new Set(body.clinicIds).size)
      fields.clinicIds = 'Please choose clinics from the list';
    if (!role || Object.keys(fields).length)
      throw badRequest('Please check the highlighted fields.', fields);

    // The details and the e-mailed token commit together: no token for unsaved details.
    const verifyToken = await db.transaction(async (tx) => {
      await repo.saveProfessional(
        userId,
        {
          roleId: role.id,
          specialityId: body.specialityId,
          registrationNumber: body.registrationNumber,
          contactNumber: body.contactNumber,
          postcode: body.postcode.toUpperCase(),
          clinicIds: body.clinicIds,
          modules: ROLE_MODULES[role.slug as RoleSlug],
        },
        now(),
        tx,
      );
      return tokens.issue(userId, 'verify-email', now(), tx);
    });
    await mailer.send(
      verifyEmailMessage(
        u.email,
        u.firstName,
        `${deps.config.publicUrl}/signup-link?token=${verifyToken}`,
      ),
    );
    return {
      step: 'verify',
      registerToken: body.registerToken,
      email: u.email,
      firstName: u.firstName,
    };
  }

  return {
    register: (body: RegisterBody) =>
      body.step === 'account' ? account(body) : professional(body),

    async resendVerification(registerToken: string): Promise<RegisterState> {
      const userId = await tokens.peek(registerToken, 'register', now());
      if (!userId) throw badRequest(BAD_REGISTER_TOKEN);
      const current = await state(userId, registerToken);
      if (current.step !== 'verify') {
        throw badRequest('This sign-up is not waiting for an e-mail check.');
      }
      const wait = await deps.throttle.count(`verify:${current.email.toLowerCase()}`, 3, now());
      if (wait > 0) {
        throw new AppError(
          429,
          'We have sent several links already. Please check your inbox and spam folder, or try again later.',
          'RATE_LIMITED',
        ).withRetryAfter(Math.ceil(wait / 1000));
      }
      const verifyToken = await tokens.issue(userId, 'verify-email', now());
      const url = `${deps.config.publicUrl}/signup-link?token=${verifyToken}`;
      await mailer.send(verifyEmailMessage(current.email, current.firstName, url));
      return current;
    },

    async currentStep(registerToken: string): Promise<RegisterState> {
      const userId = await tokens.peek(registerToken, 'register', now());
      if (!userId) throw badRequest(BAD_REGISTER_TOKEN);
      return state(userId, registerToken);
    },

    async verifyEmail(
      token: string,
      meta: { userAgent?: string | undefined; ip?: string | undefined },
    ): Promise<{ token: string; user: CurrentUser }> {
      const userId = await db.transaction(async (tx) => {
        const id = await tokens.consume(token, 'verify-email', now(), tx);
        if (!id) throw badRequest(BAD_VERIFY_LINK);
        await repo.markVerified(id, now(), tx);
        await tokens.endAll(id, 'register', now(), tx);
        return id;
      });
      const user = await deps.auth.currentUser(userId);
      if (!user) throw badRequest(BAD_VERIFY_LINK);
      return { token: await deps.auth.startSession(userId, meta), user };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
