/** The demo fantasy app's featured contests, money in cents (a real fantasy app reads its own feed). */
export const FEATURED_CONTESTS = [
  { id: 'c1', name: 'AFL Round 12 Showdown', entryCents: 500, prizeCents: 1_000_000 },
  { id: 'c2', name: 'NRL Head to Head', entryCents: 2_000, prizeCents: 3_600 },
  { id: 'c3', name: 'NBA Friday Freeroll', entryCents: 0, prizeCents: 50_000 },
];
