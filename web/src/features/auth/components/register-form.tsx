import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Checkbox, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import type { Permissions } from '@sofra/contracts/auth/auth.schemas';
import type * as RegistrationSchemas from '@sofra/contracts/auth/registration.schemas';
import * as validating from '@sofra/contracts/auth/registration.schemas?validate';
import type { RegistrationText } from '@sofra/contracts/auth/registration.schemas';
import { ApiError } from '../../../lib/api-error';
import { showServerErrors, useContractForm, type ContractSchema, type SchemaIssue } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { urls } from '../../../lib/urls';
import { register, useRegistrationTexts } from '../api/registration-api';
import { AuthLayout } from './auth-layout';
import { PhoneSignIn } from './phone-sign-in';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZRegister } = validating as unknown as typeof RegistrationSchemas;
const ZRegisterForm = ZRegister.pick({ name: true, accepts: true, permissions: true });

const PERMISSIONS: (keyof Permissions)[] = ['sms', 'email', 'push', 'phone'];
const TEXTS: { key: 'membershipAgreement' | 'clarificationText'; type: RegistrationText }[] = [
  { key: 'membershipAgreement', type: 'membership-agreement' },
  { key: 'clarificationText', type: 'clarification-text' },
];
const FIELD_TEXTS = {
  name: 'register.nameRequired',
  'accepts.membershipAgreement': 'register.acceptMembershipRequired',
  'accepts.clarificationText': 'register.acceptClarificationRequired',
};

interface RegisterValues extends Record<string, unknown> {
  name: string;
  accepts: { membershipAgreement: boolean; clarificationText: boolean };
  permissions: Permissions;
}

/** The contract's rules, plus the server's: both texts accepted (`consent_required` otherwise). */
const registerForm: ContractSchema = {
  safeParse: (value) => {
    const parsed = ZRegisterForm.safeParse(value);
    const issues: SchemaIssue[] = parsed.success ? [] : [...parsed.error.issues];
    const { accepts } = value as RegisterValues;
    for (const { key } of TEXTS) if (!accepts[key]) issues.push({ code: 'consent_required', path: ['accepts', key] });
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};

/**
 * /register: mobile number, name, the membership agreement and the KVKK clarification text (both required, linked to
 * their public pages), the marketing permissions (each off until ticked: explicit consent), the captcha, then the SMS
 * code. The account exists once the code is verified; it lands on store-add greeted by name (docs/sign-up.md).
 */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const carried = useLocation().state.phone;
  const texts = useRegistrationTexts(i18n.language);
  const form = useContractForm<RegisterValues>({
    schema: registerForm,
    initialValues: {
      name: '',
      accepts: { membershipAgreement: false, clarificationText: false },
      permissions: { push: false, sms: false, email: false, phone: false },
    },
    toInput: (v) => ({ ...v, name: v.name.trim() }),
    fieldTexts: FIELD_TEXTS,
  });

  const published = (type: RegistrationText) =>
    texts === 'failed' || texts === null ? undefined : texts.find((text) => text.type === type);
  const closed = Array.isArray(texts) && TEXTS.some(({ type }) => !published(type));

  // The link sits under the box, not inside its label: a click on it opens the text (new tab) and ticks nothing.
  const link = (key: string, type: RegistrationText) => (
    <Anchor
      href={urls.legalNoteView(type, published(type)?.lang ?? i18n.language)}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
    >
      {t(`register.accept.${key}.link`)}
    </Anchor>
  );

  return (
    <AuthLayout title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <PhoneSignIn
        submitLabel={t('register.submit')}
        initialPhone={carried}
        captchaFirst
        validate={() => !form.validate().hasErrors}
        request={(gsm, captcha) =>
          // Every registration request needs a captcha: a resend from the code dialog shows it first.
          !captcha
            ? Promise.reject(new ApiError('captcha_required', '', 428))
            : register(
                {
                  gsm,
                  source: 'web',
                  name: form.values.name.trim(),
                  accepts: form.values.accepts,
                  permissions: form.values.permissions,
                  lang: i18n.language as 'tr' | 'en',
                },
                captcha,
              )
        }
        onRefused={(error) => showServerErrors(form, error, { fieldTexts: FIELD_TEXTS })}
        onSignedIn={(user, status) => {
          if (status === 'registered') {
            // The number already had an account: the code signed it in, nothing of the form was applied.
            notify('info', t('register.alreadyRegistered'));
            navigate({ to: urls.main.root, replace: true });
          } else {
            notify('success', t('register.welcome', { name: user.name }));
            navigate({ to: urls.main.storeAdd, replace: true });
          }
        }}
      >
        <TextInput label={t('register.name')} name="name" autoComplete="name" {...form.getInputProps('name')} />
        <Stack gap="xs">
          {TEXTS.map(({ key, type }) => (
            <Checkbox
              key={key}
              name={`accepts.${key}`}
              label={t(`register.accept.${key}.label`)}
              description={link(key, type)}
              {...form.getInputProps(`accepts.${key}`, { type: 'checkbox' })}
            />
          ))}
          {closed ? (
            <Text size="sm" c="red.8" role="alert">
              {t('register.closed')}
            </Text>
          ) : null}
        </Stack>
        <Fieldset legend={t('register.permissions')} variant="unstyled">
          <Text size="xs" c="dimmed" mb="xs">
            {t('register.permissionsHint')}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            {PERMISSIONS.map((p) => (
              <Checkbox
                key={p}
                label={t(`profile.permission.${p}`)}
                {...form.getInputProps(`permissions.${p}`, { type: 'checkbox' })}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      </PhoneSignIn>
      <Text size="sm" ta="center">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to={urls.login}>
          {t('auth.loginLink')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
