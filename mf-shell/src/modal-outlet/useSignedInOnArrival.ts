import { useState } from 'react';

/**
 * Whether the player was signed in when the modal `name` was reached (spec 1 §2: a signed-in user who
 * lands on login, signup or reset-password has it closed). Signing in while such a modal is open, as
 * the login and sign-up flows do, leaves it to its owner.
 */
export function useSignedInOnArrival(name: string | null, signedIn: boolean): boolean {
  const [arrival, setArrival] = useState({ name, signedIn });
  if (arrival.name !== name) {
    setArrival({ name, signedIn });
    return signedIn;
  }
  return arrival.signedIn;
}
