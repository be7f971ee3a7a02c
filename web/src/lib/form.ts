import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { ApiError, type FieldIssue } from './api-error';
import { errorText, isSessionError } from './error-text';
import { i18n } from './i18n';
import { whenIdle } from './idle';
import { notify } from './notify';

/**
 * What a form needs of a contract schema: zod's `safeParse`. Forms get the real schema from a `?validate` import
 * (docs/adr/0004-portal-validation.md), so the rules are the server's own.
 */
export interface ContractSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** The part of a zod issue a form reads. */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

/**
 * The text of one issue in the user's language, from its code (never zod's English message). A field may name
 * its own text for every rule it breaks (`fieldTexts`), such as 'Enter a valid tax number'.
 */
export const issueText = (issue: SchemaIssue | FieldIssue): string => {
  const t = i18n.t.bind(i18n);
  const rich = issue as SchemaIssue;
  const custom = rich.params?.i18n;
  if (typeof custom === 'string') return t(custom);
  const empty = rich.input === undefined || rich.input === null || rich.input === '';
  switch (issue.code) {
    case 'invalid_type':
      return empty ? t('validation.required') : t('validation.invalid');
    case 'too_small':
      if (rich.origin === 'string') {
        return Number(rich.minimum) <= 1
          ? t('validation.required')
          : t('validation.tooShort', { min: Number(rich.minimum) });
      }
      if (rich.origin === 'array' || rich.origin === 'set')
        return t('validation.chooseAtLeast', { min: Number(rich.minimum) });
      return rich.minimum === undefined
        ? t('validation.tooSmallAny')
        : t('validation.tooSmall', { min: Number(rich.minimum) });
    case 'too_big':
      if (rich.origin === 'string') return t('validation.tooLong', { max: Number(rich.maximum) });
      if (rich.origin === 'array' || rich.origin === 'set')
        return t('validation.chooseAtMost', { max: Number(rich.maximum) });
      return rich.maximum === undefined
        ? t('validation.tooBigAny')
        : t('validation.tooBig', { max: Number(rich.maximum) });
    case 'invalid_format':
      return rich.format === 'email' ? t('validation.email') : t('validation.invalidFormat');
    case 'invalid_value':
      return empty ? t('validation.required') : t('validation.invalid');
    default:
      return t(`errors.codes.${issue.code}`, { defaultValue: t('validation.invalid') });
  }
};

/** Issues as Mantine form errors: the first issue of each field, translated; `fieldTexts` overrides by path. */
export const issuesToErrors = (
  issues: readonly (SchemaIssue | FieldIssue)[],
  fieldTexts: Record<string, string> = {},
): FormErrors => {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    if (!path || errors[path]) continue;
    errors[path] = fieldTexts[path] ? i18n.t(fieldTexts[path]) : issueText(issue);
  }
  return errors;
};

const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

/**
 * A contract schema that loads after the form shows (docs/adr/0004: `import()` when the form opens), for a screen
 * whose first paint should not wait for zod: fetched once the browser is idle, so it does not compete with what the
 * screen still needs, or at once when a save wants it (`whenReady`). Until it has loaded nothing is refused on blur;
 * a save awaits it, and the server checks anyway. A failed load leaves the checking to the server.
 */
export const lazySchema = (load: () => Promise<ContractSchema>) => {
  let loaded: ContractSchema | null = null;
  let loading: Promise<void> | null = null;
  const whenReady = () =>
    (loading ??= load().then(
      (schema) => {
        loaded = schema;
      },
      () => undefined,
    ));
  const schema: ContractSchema = { safeParse: (value) => (loaded ? loaded.safeParse(value) : { success: true }) };
  return { schema, whenReady, loadWhenIdle: () => whenIdle(() => void whenReady()) };
};

/** A Mantine form validator from a contract schema, after `toInput` turns the form's values into the call's input. */
export const contractResolver =
  <Values>(schema: ContractSchema, toInput: (values: Values) => unknown, fieldTexts?: Record<string, string>) =>
  (values: Values): FormErrors => {
    const input = toInput(values);
    const parsed = schema.safeParse(input);
    if (parsed.success) return {};
    // zod leaves the refused value out of its issues unless asked (`reportInput`); read it from the input instead,
    // so a wrong value reads 'not valid' and only a missing one 'required'.
    const issues = parsed.error.issues.map((issue) =>
      'input' in issue ? issue : { ...issue, input: valueAt(input, issue.path) },
    );
    return issuesToErrors(issues, fieldTexts);
  };

interface ContractFormInput<Values> extends Omit<UseFormInput<Values>, 'validate'> {
  /** The call's input schema, imported with `?validate`. */
  schema: ContractSchema;
  /** The call's input built from the form's values (defaults to the values themselves). */
  toInput?: (values: Values) => unknown;
  /** An i18n key per field path whose text replaces the generic one for any rule that field breaks. */
  fieldTexts?: Record<string, string>;
}

/**
 * The portal's one form approach: Mantine's `useForm`, validated by the contract's own schema, errors in the
 * user's language. On a refused save, `showServerErrors` marks the fields the server named.
 */
export function useContractForm<Values extends Record<string, unknown>>({
  schema,
  toInput = (values) => values,
  fieldTexts,
  ...input
}: ContractFormInput<Values>): UseFormReturnType<Values> {
  return useForm<Values>({
    validateInputOnBlur: true,
    ...input,
    validate: contractResolver(schema, toInput, fieldTexts),
  });
}

/**
 * Marks the fields a refused call named (`validation_failed` with `fields`); `pathOf` maps an input path back to
 * the form's field when they differ. Answers whether any field was marked, so the caller knows the form shows why.
 */
export const showServerErrors = (
  form: { setErrors: (errors: FormErrors) => void },
  error: unknown,
  {
    fieldTexts,
    pathOf = (path: string) => path,
  }: { fieldTexts?: Record<string, string>; pathOf?: (path: string) => string } = {},
): boolean => {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  const issues = error.fields.map((f) => ({ ...f, path: pathOf(f.path) }));
  form.setErrors(issuesToErrors(issues, fieldTexts));
  return true;
};

/** Where `showRefusal` says why a save was refused, besides the fields the server names. */
export interface RefusalOptions {
  /** The field an error code is about (`{ table_group_exists: 'name' }`): said under that field, first of all. */
  fieldOf?: Record<string, string>;
  /** An i18n key per error code whose text replaces the code's usual one (`errors.codes.{code}`). */
  textOf?: Record<string, string>;
  /**
   * Any other refusal: the form's `root` error, which FormActions says above the buttons (the default; the form keeps
   * saying why it was not saved, whatever `post` toasted), or the usual 'Opss!' toast for a call sent with
   * `toast: false` — except no answer and a lost session, whose own message `post` has shown already.
   */
  fallback?: 'root' | 'toast';
}

/**
 * The portal's one way to show why a save was refused, where it belongs: under the field an error code is about
 * (`fieldOf`), else on the fields the server named (`validation_failed` with `fields`), else as the form's `root`
 * error or a toast (`fallback`). Texts are in the user's language, from the code, never the server's message.
 */
export const showRefusal = (
  form: { setErrors: (errors: FormErrors) => void; setFieldError: (path: string, error: string) => void },
  error: unknown,
  { fieldOf = {}, textOf = {}, fallback = 'root' }: RefusalOptions = {},
): void => {
  const code = error instanceof ApiError ? error.code : '';
  const text = () => (textOf[code] ? i18n.t(textOf[code]) : errorText(error));
  const field = fieldOf[code];
  if (field) return form.setFieldError(field, text());
  if (showServerErrors(form, error)) return;
  if (fallback === 'root') return form.setFieldError('root', text());
  if (error instanceof ApiError && (error.status === 0 || isSessionError(error))) return;
  notify('danger', text(), { title: i18n.t('errors.opss') });
};
