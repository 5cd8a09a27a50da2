import { loadConfig } from '../../config';

const smtpOf = (env: Record<string, string>) =>
  loadConfig({ MAIL_PROVIDER: 'smtp', ...env }).integrations.smtp;

describe('the SMTP settings', () => {
  it('reads a server from SMTP_URL, with TLS from the first byte for smtps', () => {
    expect(smtpOf({ SMTP_URL: 'smtps://mailer:p%40ss@mail.example' })).toEqual({
      host: 'mail.example',
      port: 465,
      user: 'mailer',
      password: 'p@ss',
      tls: 'implicit',
    });
    expect(smtpOf({ SMTP_URL: 'smtp://mail.example' })).toEqual({
      host: 'mail.example',
      port: 587,
      tls: 'starttls',
    });
  });

  it('reads SMTP_HOST and its companions, and SMTP_TLS overrides the mode', () => {
    const env = { SMTP_HOST: 'relay.local', SMTP_PORT: '2525', SMTP_USER: 'u', SMTP_PASSWORD: 'p' };
    expect(smtpOf(env)).toEqual({
      host: 'relay.local',
      port: 2525,
      user: 'u',
      password: 'p',
      tls: 'starttls',
    });
    expect(smtpOf({ ...env, SMTP_TLS: 'off' })?.tls).toBe('off');
    expect(smtpOf({ SMTP_HOST: 'relay.local', SMTP_PORT: '465' })?.tls).toBe('implicit');
  });

  it('refuses the smtp provider without a server, and settings it cannot use', () => {
    expect(() => smtpOf({})).toThrow(
      'MAIL_PROVIDER=smtp needs SMTP_URL, or SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASSWORD)',
    );
    expect(() => smtpOf({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => smtpOf({ SMTP_HOST: 'h', SMTP_PORT: '99999' })).toThrow(/SMTP_PORT/);
    expect(() => smtpOf({ SMTP_HOST: 'h', SMTP_TLS: 'maybe' })).toThrow(/SMTP_TLS must be one of/);
  });

  it('keeps the outbox when no SMTP provider is chosen', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example' }).integrations).toMatchObject({
      mail: { provider: 'sandbox' },
      smtp: null,
    });
  });
});
