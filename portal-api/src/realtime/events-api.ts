import type { IncomingMessage, ServerResponse } from 'node:http';
import { messages } from '@portal/contract';
import type { AppCredentials } from './app-credentials';
import { saneRequestId } from '../observability/request-id';
import type { ChannelRegistry } from './channel-registry';
import { userChannel } from './channel-names';
import { parseBatchBody, parseEventBody, type PublishedEvent } from './published-events';
import { signatureProblem } from './request-signature';

const MAX_BODY_BYTES = 256 * 1024;
const EVENTS_PATH = /^\/apps\/([^/]+)\/(events|batch_events)$/;
const TERMINATE_PATH = /^\/apps\/([^/]+)\/users\/([1-9][0-9]{0,15})\/terminate_connections$/;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new ApiError(413, messages.realtime.bodyTooLarge));
        request.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function singleEvent(event: PublishedEvent | undefined): PublishedEvent[] | undefined {
  return event && [event];
}

/** Where the realtime server logs what it was asked to do. */
export interface RealtimeLog {
  info(details: object, message: string): void;
}

/** The id of the API request that made this call (the publisher's signed `request_id`). */
function requestIdOf(request: IncomingMessage): string | undefined {
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
  return saneRequestId(query.get('request_id')) ?? undefined;
}

function respond(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The part of Pusher's HTTP API that server libraries use, signed with the app secret:
 * POST /apps/{id}/events and /apps/{id}/batch_events, delivered to the channels' subscribers, and
 * POST /apps/{id}/users/{user id}/terminate_connections, which ends every connection listening on
 * the player's channel (a break, self-exclusion or closure was applied). Each call done is logged
 * on `log` with the API request's id (`reqId`), the event names and how many channels.
 */
export function createEventsApi(app: AppCredentials, registry: ChannelRegistry, log?: RealtimeLog) {
  /** The request's body, once its signature is checked. */
  async function signedBody(request: IncomingMessage, path: string): Promise<string> {
    const body = await readBody(request);
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const problem = signatureProblem(
      { method: request.method ?? '', path, query, body },
      app,
      Math.floor(Date.now() / 1000),
    );
    if (problem) throw new ApiError(401, problem);
    return body;
  }

  async function publish(request: IncomingMessage, path: string, kind: string): Promise<void> {
    const json = parseJson(await signedBody(request, path));
    const events = kind === 'events' ? singleEvent(parseEventBody(json)) : parseBatchBody(json);
    if (!events) {
      throw new ApiError(
        400,
        kind === 'events' ? messages.realtime.invalidEvent : messages.realtime.invalidBatch,
      );
    }
    for (const { name, data, channels, excludeSocketId } of events) {
      for (const channel of channels) registry.publish(channel, name, data, excludeSocketId);
    }
    log?.info(
      {
        reqId: requestIdOf(request),
        events: events.map((event) => event.name),
        channels: events.reduce((count, event) => count + event.channels.length, 0),
      },
      'events published',
    );
  }

  return async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const match = EVENTS_PATH.exec(path);
    const terminate = TERMINATE_PATH.exec(path);
    try {
      const appId = (match ?? terminate)?.[1];
      if (!appId || request.method !== 'POST') throw new ApiError(404, messages.realtime.notFound);
      if (appId !== app.appId) throw new ApiError(404, messages.realtime.unknownApp);
      if (match) await publish(request, path, match[2]);
      else {
        await signedBody(request, path);
        registry.terminate(userChannel(Number(terminate![2])));
        log?.info({ reqId: requestIdOf(request) }, 'connections terminated');
      }
      respond(response, 200, {});
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 500;
      respond(response, status, {
        error: error instanceof ApiError ? error.message : messages.generic,
      });
    }
  };
}
