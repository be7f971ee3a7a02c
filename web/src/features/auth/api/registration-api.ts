import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { registrationCalls } from '@sofra/contracts/auth/registration.calls';
import type { RegistrationTextInfo, ZRegister } from '@sofra/contracts/auth/registration.schemas';
import type { Language } from '@sofra/contracts/core/enums';
import { post } from '../../../lib/post';
import type { SolvedCaptcha } from './auth-api';

/** The register page's calls (docs/sign-up.md); only the lazily loaded /register chunk imports them. */

/** Sends the code that creates the account; the register page shows its errors itself. */
export const register = (input: Omit<z.input<typeof ZRegister>, 'captchaId' | 'captcha'>, captcha: SolvedCaptcha) =>
  post(registrationCalls.register, { ...input, ...captcha }, { toast: false, loading: true });

/**
 * The membership agreement and the clarification text the register page links to, in the page's language or Turkish.
 * The public pages have no query cache, so this read keeps its own state: null while loading, 'failed' when the load
 * failed (the server still checks what is published when the form is sent).
 */
export function useRegistrationTexts(lang: string) {
  // Kept with the language they were loaded for: another language shows as loading until its answer comes.
  const [loaded, setLoaded] = useState<{ lang: string; texts: RegistrationTextInfo[] | 'failed' } | null>(null);
  useEffect(() => {
    let current = true;
    post(registrationCalls.getRegistrationTexts, { lang: lang as Language }, { toast: false }).then(
      (texts) => current && setLoaded({ lang, texts }),
      () => current && setLoaded({ lang, texts: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return loaded?.lang === lang ? loaded.texts : null;
}
