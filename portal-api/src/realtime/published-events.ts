import { isRecord } from '../is-record';
import { isValidChannelName } from './channel-names';
import { SOCKET_ID_PATTERN } from './socket-id';

/** An event received on the HTTP API, ready for delivery. */
export interface PublishedEvent {
  name: string;
  data: string;
  channels: string[];
  excludeSocketId?: string;
}

const MAX_CHANNELS = 100;
const MAX_BATCH = 10;
const MAX_NAME_LENGTH = 200;
const MAX_DATA_BYTES = 10_240;

function toEvent(body: Record<string, unknown>, channels: unknown[]): PublishedEvent | undefined {
  const { name, data, socket_id: socketId } = body;
  const valid =
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= MAX_NAME_LENGTH &&
    typeof data === 'string' &&
    Buffer.byteLength(data) <= MAX_DATA_BYTES &&
    channels.length > 0 &&
    channels.length <= MAX_CHANNELS &&
    channels.every((channel) => typeof channel === 'string' && isValidChannelName(channel)) &&
    (socketId === undefined || (typeof socketId === 'string' && SOCKET_ID_PATTERN.test(socketId)));
  if (!valid) return undefined;
  return { name, data, channels: channels as string[], excludeSocketId: socketId };
}

/** The body of POST /apps/{id}/events: {name, data, channels | channel, socket_id?}. */
export function parseEventBody(json: unknown): PublishedEvent | undefined {
  if (!isRecord(json)) return undefined;
  const channels = Array.isArray(json.channels)
    ? json.channels
    : json.channel === undefined
      ? []
      : [json.channel];
  return toEvent(json, channels);
}

/** The body of POST /apps/{id}/batch_events: {batch: [{name, data, channel, socket_id?}]}. */
export function parseBatchBody(json: unknown): PublishedEvent[] | undefined {
  const batch = isRecord(json) ? json.batch : undefined;
  if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) return undefined;
  const events = batch.map((item) => (isRecord(item) ? toEvent(item, [item.channel]) : undefined));
  return events.every((event) => event !== undefined) ? (events as PublishedEvent[]) : undefined;
}
