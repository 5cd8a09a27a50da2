/** The demo betting app's featured events (a real betting app reads its own feed). */
export const FEATURED_EVENTS = [
  { id: 'r1', name: 'Randwick Race 4 – 1200m', startsAt: '14:35', price: 3.4 },
  { id: 'm1', name: 'Sydney Swans v Collingwood Magpies', startsAt: '19:40', price: 1.85 },
  { id: 'm2', name: 'Melbourne Storm v Brisbane Broncos', startsAt: '20:00', price: 2.1 },
];
