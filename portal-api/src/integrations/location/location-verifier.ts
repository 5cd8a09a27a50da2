/** Who the location check must have found, and when. */
export interface ExpectedLocation {
  userId: number;
  /** The player's state (IA or OH). */
  state: string;
  now: Date;
}

/**
 * Checks the geo packet the location-compliance client obtained on the player's device
 * (spec 1 §4-§9): true only when it proves the player is inside the jurisdiction now.
 */
export interface LocationVerifier {
  verify(packet: string | undefined, expected: ExpectedLocation): Promise<boolean>;
}
