/** Checks the reCAPTCHA token the login form sends. */
export interface Captcha {
  /** True when the token shows a person; a missing token is judged by the provider. */
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
}

/** The token the sandbox refuses, to try the failure path offline. */
export const SANDBOX_INVALID_CAPTCHA = 'invalid-captcha';

/** Accepts every token but 'invalid-captcha'. */
export const sandboxCaptcha: Captcha = {
  async verify(token) {
    return token !== SANDBOX_INVALID_CAPTCHA;
  },
};

/** For the single-brand configuration that skips the reCAPTCHA. */
export const disabledCaptcha: Captcha = {
  async verify() {
    return true;
  },
};
