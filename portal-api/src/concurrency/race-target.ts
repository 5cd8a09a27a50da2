import type { Db } from '../db/db';
import { openPostgresDb } from '../db/postgres-db';
import { startApiInstances, type ApiInstances } from '../test-support/api-instances';
import { auPayload } from '../test-support/signup-payload';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { systemClock } from '../clock';
import { createRecordingPublisher } from '../test-support/recording-publisher';
import { testConfig } from '../test-support/test-config';
import { openTestDb } from '../test-support/test-database';

/** A parsed JSON body, read as freely as fastify's `inject().json()`. */
type Json = ReturnType<typeof JSON.parse>;

export interface Answer {
  status: number;
  body: Json;
}

/** A JSON body, or a multipart form as `multipart()` makes it. */
export type RaceBody = object | Form;

interface Form {
  payload: Buffer;
  headers: Record<string, string>;
}

/** An API to race requests against, its database to read the outcome from, and its uploads. */
export interface RaceTarget {
  db: Db;
  uploadsDir: string;
  call(method: string, url: string, token?: string, body?: RaceBody): Promise<Answer>;
  close(): Promise<void>;
}

const isForm = (body: RaceBody | undefined): body is Form =>
  !!body && 'payload' in body && Buffer.isBuffer(body.payload);

/** The request's headers and body bytes, as a browser sends them. */
function request(token?: string, body?: RaceBody) {
  return {
    headers: {
      'x-product': 'localhost',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(isForm(body) ? body.headers : body ? { 'content-type': 'application/json' } : {}),
    },
    payload: isForm(body) ? body.payload : body && JSON.stringify(body),
  };
}

/**
 * One API in this process (PGlite, or the test PostgreSQL server in its phase) on the real clock,
 * as the instances run, called by inject.
 */
export async function inProcessTarget(): Promise<RaceTarget> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-races-'));
  const config = testConfig({ uploadsDir });
  const db = await openTestDb();
  const app = await buildApp({
    db,
    config,
    clock: systemClock,
    realtime: createRecordingPublisher(config.pusher),
  });
  return {
    db,
    uploadsDir,
    async call(method, url, token, body) {
      const response = await app.inject({ method: method as 'GET', url, ...request(token, body) });
      return { status: response.statusCode, body: response.body ? response.json() : null };
    },
    async close() {
      await app.close();
      await db.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * API processes on one PostgreSQL database behind a round-robin proxy, called over HTTP; `env` is
 * added to each process's environment, and `instances` lets a test crash one.
 */
export async function instancesTarget(
  env: Record<string, string> = {},
): Promise<RaceTarget & { instances: ApiInstances['instances'] }> {
  const started = await startApiInstances(2, { env });
  const db = openPostgresDb(started.databaseUrl);
  return {
    db,
    uploadsDir: started.uploadsDir,
    instances: started.instances,
    async call(method, url, token, body) {
      const { headers, payload } = request(token, body);
      const response = await fetch(`${started.proxy.url}${url}`, {
        method,
        headers,
        body: payload,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async close() {
      await db.close();
      await started.stop();
    },
  };
}

let serial = 0;

export interface RacePlayer {
  id: number;
  email: string;
  password: string;
  token: string;
}

/**
 * A new player of the country who signed up through the API (a person of their own: name, phone
 * and e-mail unique) with a verified identity and mobile, signed in.
 */
export async function newPlayer(
  target: RaceTarget,
  country: 'AU' | 'NZ' | 'US' = 'AU',
): Promise<RacePlayer> {
  serial += 1;
  const tag = `${process.pid}x${Date.now().toString(36)}x${serial}`;
  const letters = tag.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]).replace(/x/g, '');
  const payload = auPayload({
    name: `race_${letters}`.slice(0, 30),
    email: `race.${tag}@portal.test`,
    last_name: `Racer${letters}`.slice(0, 40),
    phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    set_deposit_limit: false,
    deposit_limit: undefined,
  });
  const signup = await target.call('POST', '/users', undefined, payload);
  if (signup.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);
  const [{ id }] = await target.db.query<{ id: number }>(
    `UPDATE users SET id_verified = true, phone_verified = true, country = $2
     WHERE lower(email) = lower($1) RETURNING id`,
    [payload.email, country],
  );
  const token = await loginToken(target, payload.email, payload.password);
  return { id, email: payload.email, password: payload.password, token };
}

/** Signs in; the token, or throws with the refusal. */
export async function loginToken(target: RaceTarget, email: string, password: string) {
  const login = await target.call('POST', '/auth', undefined, { email, password, platform: 'web' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}
