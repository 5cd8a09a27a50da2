// Who is playing: the platform asks the portal API whose session the browser's token is, as a
// client app's platform does with the token its app was given. The token is never sent on to the
// wallet API, which knows only the platform's signature.

/** The player id of the portal session `token`, or null when the session is not valid. */
export async function playerOfToken(apiUrl, token) {
  const response = await fetch(`${apiUrl}/users/current`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`GET /users/current answered ${response.status}`);
  const { data } = await response.json();
  return data.id;
}
