// Target (a): the floor of the stack, a Fastify JSON route with nothing behind it.
import Fastify from 'fastify';
import { serve } from './common';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await serve(app);
