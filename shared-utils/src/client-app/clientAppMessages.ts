// User-facing texts of the client app host (shared by @portal/betting-host and @portal/fantasy-host).
export const clientAppMessages = {
  loading: (appName: string) => `Loading ${appName}`,
  notConfigured: (appName: string) =>
    `The ${appName} client app is hosted separately and is not configured in this environment.`,
  menuLabel: (appName: string) => `${appName} menu`,
  unknownApp: 'This client app is not configured.',
} as const;
