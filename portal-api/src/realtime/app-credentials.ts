/** One Pusher app: its id (HTTP API path), key (websocket path and auth prefix) and secret. */
export interface AppCredentials {
  appId: string;
  key: string;
  secret: string;
}
