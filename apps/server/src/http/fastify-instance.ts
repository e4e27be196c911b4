import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import { readableLogStream, useJsonLogs } from '../infra/log-format';

/**
 * The Fastify instance before anything is registered on it: logging, request ids, limits, the
 * contract's schema compilers, and the error envelope for what fails before routing.
 */
export function createFastify(
  config: Config,
  logger: boolean | { level: string } | undefined,
): FastifyInstance {
  const json = useJsonLogs(config.LOG_FORMAT, config.NODE_ENV, process.stdout.isTTY === true);
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.token'],
      ...(json ? {} : { stream: readableLogStream() }),
    },
    // Readable logs carry one short line per request, at debug level (below).
    ...(json ? {} : { logController: new LogController({ disableRequestLogging: true }) }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors Fastify raises before routing (a malformed percent-encoding, a path parameter over
    // its length limit) get the error envelope like every other answer.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply.status(status).send({
        error:
          error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? 'A path parameter is too long.'
            : 'The address is malformed.',
        code: 'BAD_REQUEST',
      });
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (!json)
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        // The path without its query, which may carry a token.
        `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`,
      );
    });

  app.setValidatorCompiler(validatorCompiler);
  // Tests and development check every response against its contract schema; production trusts
  // them (the tests pass) and only stringifies, which keeps hot list routes fast.
  app.setSerializerCompiler(
    config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );
  return app;
}
