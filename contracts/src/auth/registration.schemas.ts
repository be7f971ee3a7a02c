import { z } from 'zod';
import { supportedLanguages, userSources } from '../core/enums.ts';
import { ZGsm, ZId, ZText } from '../core/schemas.ts';
import { ZPermissions } from './sign-in.schemas.ts';

/**
 * The legal texts a registration accepts, by their legal-note type: the membership agreement, and the KVKK
 * clarification text (read and understood). Both are required (docs/sign-up.md).
 */
export const registrationTexts = ['membership-agreement', 'clarification-text'] as const;
export type RegistrationText = (typeof registrationTexts)[number];

/** The texts as the register page shows them: the platform's published note, in the language asked or Turkish. */
export const ZRegistrationTextsInput = z.object({ lang: z.enum(supportedLanguages).default('tr') });
export const ZRegistrationText = z.object({
  type: z.enum(registrationTexts),
  /** The language of the text found: the one asked for, or Turkish when it has none in that language. */
  lang: z.enum(supportedLanguages),
  caption: z.string(),
  /** What the consent log records: when this text was last published (ISO time). */
  version: z.string(),
});
export type RegistrationTextInfo = z.infer<typeof ZRegistrationText>;

/** Each required text, accepted or not; a registration with either false is refused with `consent_required`. */
export const ZRegistrationAccepts = z.object({ membershipAgreement: z.boolean(), clarificationText: z.boolean() });

/**
 * `user/register`: asks for the SMS code that creates the account. A captcha solved in the same call is required;
 * the name, the acceptances and the marketing permissions (each off unless sent true) are kept with the code and
 * applied only when the code is verified (`user/verifyOtp`).
 */
export const ZRegister = z.object({
  gsm: ZGsm,
  source: z.enum(userSources).default('web'),
  name: ZText(120).min(2),
  captchaId: ZId,
  captcha: ZText(16).min(1),
  accepts: ZRegistrationAccepts,
  /** The language the texts were shown in (the links of the register page). */
  lang: z.enum(supportedLanguages).default('tr'),
  /** Commercial messages (KVKK, İYS): explicit consent only, so anything not sent true is off. */
  permissions: ZPermissions.partial().optional(),
});
