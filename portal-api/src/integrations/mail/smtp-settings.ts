/**
 * How the SMTP mailer reaches its server. `implicit`: TLS from the first byte (smtps, port 465);
 * `starttls`: the connection must upgrade to TLS before anything is sent; `off`: plain text, for a
 * relay on this machine only (production refuses it). Certificates are always verified.
 */
export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  password?: string;
  tls: 'implicit' | 'starttls' | 'off';
}

type Env = Record<string, string | undefined>;

const TLS_MODES = ['implicit', 'starttls', 'off'] as const;

function tlsMode(env: Env, port: number, implicitByDefault: boolean): SmtpSettings['tls'] {
  const raw = env.SMTP_TLS;
  if (!raw) return implicitByDefault || port === 465 ? 'implicit' : 'starttls';
  if (!(TLS_MODES as readonly string[]).includes(raw)) {
    throw new Error(`SMTP_TLS must be one of ${TLS_MODES.join(', ')}, got '${raw}'`);
  }
  return raw as SmtpSettings['tls'];
}

function fromUrl(env: Env, raw: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMTP_URL must be a URL like smtps://user:password@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got '${url.protocol}//'`);
  }
  const implicit = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : implicit ? 465 : 587;
  return {
    host: url.hostname,
    port,
    ...(url.username ? { user: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    tls: tlsMode(env, port, implicit),
  };
}

function fromParts(env: Env, host: string): SmtpSettings {
  const port = Number(env.SMTP_PORT || 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, got '${env.SMTP_PORT}'`);
  }
  return {
    host,
    port,
    ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
    ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
    tls: tlsMode(env, port, false),
  };
}

/**
 * MAIL_PROVIDER=smtp's server: SMTP_URL (smtp[s]://user:password@host:port), or SMTP_HOST with
 * SMTP_PORT (587), SMTP_USER and SMTP_PASSWORD; SMTP_TLS overrides the TLS mode. Null for any other
 * provider; the smtp provider without a server stops the start-up.
 */
export function readSmtpSettings(env: Env, provider: string): SmtpSettings | null {
  if (provider !== 'smtp') return null;
  if (env.SMTP_URL) return fromUrl(env, env.SMTP_URL);
  if (env.SMTP_HOST) return fromParts(env, env.SMTP_HOST);
  throw new Error(
    'MAIL_PROVIDER=smtp needs SMTP_URL, or SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASSWORD)',
  );
}
