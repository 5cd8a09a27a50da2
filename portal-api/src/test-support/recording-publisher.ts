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
  /** The players whose connections were ended. */
  ended: number[];
}

/** Records what would be published; signs channels like the real publisher; always reachable. */
export function createRecordingPublisher(config: PusherConfig): RecordingPublisher {
  const signer = createPusherPublisher(config, console);
  const published: PublishedToUser[] = [];
  const ended: number[] = [];
  return {
    published,
    ended,
    publishToUser(userId, event, payload) {
      published.push({ userId, event, payload });
    },
    endConnections(userId) {
      ended.push(userId);
    },
    authorizeChannel: (socketId, channel) => signer.authorizeChannel(socketId, channel),
    reachable: async () => true,
  };
}
