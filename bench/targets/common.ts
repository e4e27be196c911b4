import type { FastifyInstance } from 'fastify';

/** Starts `app` on a free loopback port and tells the parent which one, as one JSON line. */
export async function serve(app: FastifyInstance, onClose?: () => Promise<void>): Promise<void> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ ready: new URL(address).port })}\n`);
  const stop = async () => {
    await app.close();
    await onClose?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
