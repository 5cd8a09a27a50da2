/** The caller of a signed-in request: the player, the token they sent and its session's start. */
export interface AuthContext {
  userId: number;
  tokenId: number;
  sessionStartedAt: Date;
}
