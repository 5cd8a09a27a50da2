import { messages } from '../messages';
import { StatusNote } from '../page/StatusNote';

/**
 * Said at once while a location check waits for the local location service (which may take up to
 * a minute to give up): what the page waits for, and what the player can do about it.
 */
export function LocationCheckNotice({ checking }: { checking: boolean }) {
  return checking ? <StatusNote>{messages.geoPacket.checking}</StatusNote> : null;
}
