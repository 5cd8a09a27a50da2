// A stand-in for Google's reCAPTCHA v3 client in tests: its script "loads" as soon as it is added.
import { RECAPTCHA_SCRIPT_URL, type Grecaptcha } from '../recaptcha/recaptcha';

export interface FakeRecaptcha {
  /** grecaptcha.execute: resolves `token-<action>` unless answered otherwise. */
  execute: jest.Mock<Promise<string>, [string, { action: string }]>;
  /** The reCAPTCHA script elements on the page. */
  scripts(): HTMLScriptElement[];
  /** Removes the fake, its scripts and window.grecaptcha. */
  uninstall(): void;
}

function recaptchaScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) =>
    script.src.startsWith(RECAPTCHA_SCRIPT_URL),
  );
}

/**
 * Answers every reCAPTCHA script the page adds: with `failLoading` as a network error, else by
 * installing window.grecaptcha and firing the script's load event.
 */
export function installFakeRecaptcha({ failLoading = false } = {}): FakeRecaptcha {
  const execute: FakeRecaptcha['execute'] = jest.fn(
    async (_siteKey, { action }) => `token-${action}`,
  );
  const grecaptcha: Grecaptcha = { ready: (callback) => callback(), execute };
  const observer = new MutationObserver(() => {
    for (const script of recaptchaScripts()) {
      if (script.dataset.answered) continue;
      script.dataset.answered = 'true';
      if (!failLoading) window.grecaptcha = grecaptcha;
      script.dispatchEvent(new Event(failLoading ? 'error' : 'load'));
    }
  });
  observer.observe(document.head, { childList: true });
  return {
    execute,
    scripts: recaptchaScripts,
    uninstall() {
      observer.disconnect();
      recaptchaScripts().forEach((script) => script.remove());
      delete window.grecaptcha;
    },
  };
}
