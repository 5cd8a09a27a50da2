// The bench's baseline: a Fastify hello-world on a free loopback port, in a process of its own.
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

async function main(): Promise<void> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

void main();
