import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_VERSION_MISMATCH_ERROR, type Endpoint } from '@portal/contract';
import type { SessionAuthority, SessionUser } from './session';
import { AppError, forbidden, unauthorized } from './errors';

/** Panels the API serves; the web app is the `doctor` panel. */
export const KNOWN_PANELS = new Set(['doctor']);

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Module, self-certification and admin rules of an endpoint for a user. */
export function checkAccess(endpoint: Endpoint, user: SessionUser): AppError | null {
  if (endpoint.admin && !user.isAdmin) return forbidden('Only administrators can do this.');
  if (endpoint.consults && !user.offersAppointments) {
    return forbidden('Only doctors, pharmacists and nurses offer appointments.');
  }
  if (endpoint.module && endpoint.module !== 'home' && !user.modules.includes(endpoint.module)) {
    return forbidden('You do not have access to this module.');
  }
  if (endpoint.selfCertified && !user.isSelfCertificated) {
    return new AppError(
      403,
      'Product information is only available to healthcare professionals who have self-certified.',
      'SELF_CERTIFICATION_REQUIRED',
    );
  }
  return null;
}

/**
 * The request guards, in ARCHITECTURE.md's order: panel header, appversion header, bearer
 * session, module access. Ownership is checked later by each service.
 */
export function registerGuards(
  app: FastifyInstance,
  deps: { auth: SessionAuthority; appVersion: string },
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // Decided by the matched route, never by the raw URL: the router decodes paths, so a
    // percent-encoded "/%61pi/..." reaches the same route and must meet the same guards.
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return;

    const panel = request.headers.panel;
    if (typeof panel !== 'string' || !KNOWN_PANELS.has(panel)) {
      throw new AppError(
        400,
        panel ? `Unknown panel "${String(panel)}".` : 'The panel header is required.',
        'PANEL_REQUIRED',
      );
    }
    if (request.headers.appversion !== deps.appVersion) {
      throw new AppError(422, APP_VERSION_MISMATCH_ERROR, 'APP_VERSION_MISMATCH');
    }

    if (endpoint.access === 'public') return;

    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await deps.auth.authenticate(token);
    if (!user) throw unauthorized('Your session has expired. Please log in again.');
    request.user = user;

    const denied = checkAccess(endpoint, user);
    if (denied) throw denied;
  });

  // SPEC §3: the server ignores audit fields sent by clients.
  app.addHook('preValidation', async (request) => {
    withoutAuditFields(request.body);
  });
}

/** Drops the audit fields a client may send (SPEC §3: the server ignores them). */
export function withoutAuditFields<T>(body: T): T {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    delete b.createdBy;
    delete b.updatedBy;
    delete b.createdAt;
    delete b.updatedAt;
  }
  return body;
}
