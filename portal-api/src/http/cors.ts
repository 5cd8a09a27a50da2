import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export const EXPOSED_HEADERS = ['session-time', 'server-time-utc', 'server-timezone'];

const ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'Registration-Source',
  'X-Platform',
  'X-Product',
];

/** Lets only the portal's own origins call the API from a browser. */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}
