const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/** The private channel that carries one player's events. */
export function userChannel(userId: number): string {
  return `private-user.${userId}`;
}

export function isValidChannelName(name: string): boolean {
  return CHANNEL_NAME.test(name);
}

export function isPrivateChannel(name: string): boolean {
  return name.startsWith('private-');
}

export function isPresenceChannel(name: string): boolean {
  return name.startsWith('presence-');
}
