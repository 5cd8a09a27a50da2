import type { RealtimeLog } from './events-api';

/** The realtime server's log on its own: one JSON object a line, like the API's (pino) lines. */
export function jsonLinesLog(out: { write(line: string): unknown }): RealtimeLog {
  return {
    info(details, message) {
      out.write(`${JSON.stringify({ level: 30, time: Date.now(), ...details, msg: message })}\n`);
    },
  };
}
