/** The codes the simulated service may answer a geolocation with (spec 1 §8). */
export const ANSWER_CODES = [601, 602, 603, 604, 605, 606, 607, 608, 609, 621, 640, 689];

/** What the next geolocation of a player gives. */
export type Outcome =
  | { outcome: 'in_jurisdiction' }
  | { outcome: 'out_of_jurisdiction' }
  | { outcome: 'other_state'; state: string }
  | { outcome: 'error'; code: number }
  | { outcome: 'no_answer' };

/** The outcome in a control request's body, or the reason it is refused. */
export function parseOutcome(body: unknown): { userId: number; outcome: Outcome } | string {
  const request = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  const { userId, outcome } = request;
  if (!Number.isInteger(userId) || (userId as number) <= 0)
    return 'userId must be a positive integer';
  const id = userId as number;
  switch (outcome) {
    case 'in_jurisdiction':
    case 'out_of_jurisdiction':
    case 'no_answer':
      return { userId: id, outcome: { outcome } };
    case 'other_state':
      if (typeof request.state !== 'string' || !/^[A-Z]{2}$/.test(request.state)) {
        return 'state must be a two-letter state code';
      }
      return { userId: id, outcome: { outcome, state: request.state } };
    case 'error':
      if (!ANSWER_CODES.includes(request.code as number)) {
        return `code must be one of ${ANSWER_CODES.join(', ')}`;
      }
      return { userId: id, outcome: { outcome, code: request.code as number } };
    default:
      return 'outcome must be in_jurisdiction, out_of_jurisdiction, other_state, error or no_answer';
  }
}

/** The outcomes queued per player: each is used once, then geolocations are in the jurisdiction. */
export class OutcomeQueue {
  private readonly queued = new Map<number, Outcome[]>();

  push(userId: number, outcome: Outcome): void {
    this.queued.set(userId, [...(this.queued.get(userId) ?? []), outcome]);
  }

  next(userId: number): Outcome {
    const [first, ...rest] = this.queued.get(userId) ?? [];
    if (rest.length) this.queued.set(userId, rest);
    else this.queued.delete(userId);
    return first ?? { outcome: 'in_jurisdiction' };
  }
}
