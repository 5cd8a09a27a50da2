import type { PusherConfig } from '../config';
import { createPusherPublisher, type RealtimePublisher } from '../realtime/realtime-publisher';
import type { UserChannelEvent, UserChannelEvents } from '../realtime/realtime-events';

export interface PublishedToUser {
  userId: number;
  event: UserChannelEvent;
  payload: UserChannelEvents[UserChannelEvent];
}

export interface RecordingPublisher extends RealtimePublisher {
  published: PublishedToUser[];
}

/** Records what would be published; signs channels like the real publisher. */
export function createRecordingPublisher(config: PusherConfig): RecordingPublisher {
  const signer = createPusherPublisher(config, console);
  const published: PublishedToUser[] = [];
  return {
    published,
    async publishToUser(userId, event, payload) {
      published.push({ userId, event, payload });
    },
    authorizeChannel: (socketId, channel) => signer.authorizeChannel(socketId, channel),
  };
}
