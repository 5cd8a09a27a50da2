/** The operations texts of the health probes and /metrics: read by operators, never by players. */
export const healthMessages = {
  databaseUnreachable: 'Database not reachable',
  realtimeUnreachable: (where: string) => `Realtime server not reachable at ${where}`,
  realtimeClosing: 'Realtime server shutting down',
  metricsTokenRequired: 'The metrics need the bearer token the server was configured with.',
};
