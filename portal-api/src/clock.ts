/** The current time; injected so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function secondsBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 1000);
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
