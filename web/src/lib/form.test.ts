import { describe, expect, it } from 'vitest';
import * as validating from '@sofra/contracts/stores/stores.schemas?validate';
import type * as StoreSchemas from '@sofra/contracts/stores/stores.schemas';
import * as inert from '@sofra/contracts/stores/stores.schemas';
import { ApiError } from './api-error';
import { contractResolver, issuesToErrors, showServerErrors } from './form';
import { i18n } from './i18n';

const { ZStoreSave } = validating as unknown as typeof StoreSchemas;

describe('forms validate with the contract schema, in the user language', () => {
  it('a ?validate import runs the real zod; a plain import stays inert', async () => {
    expect(ZStoreSave.safeParse({}).success).toBe(false);
    // The inert stand-in answers itself, never a result with issues.
    expect((inert.ZStoreSave.safeParse({}) as { success?: unknown }).success).not.toBe(false);
  });

  it('turns issues into translated field errors, the first per field, with a field text taking precedence', async () => {
    const validate = contractResolver(ZStoreSave, (v: Record<string, unknown>) => v, { phone: 'validation.email' });
    const errors = validate({ name: '', pointTitle: 'x'.repeat(61), serviceFee: 101, phone: 5 });
    expect(errors).toEqual({
      name: 'This field is required',
      pointTitle: 'Enter at most 60 characters',
      serviceFee: 'Enter 100 or less',
      phone: 'Enter a valid e-mail address',
    });
    expect(validate({ name: 'Kadıköy Sofrası' })).toEqual({});
    // A value of the wrong kind is 'not valid', a missing one 'required' (zod leaves the value out of its issue).
    expect(contractResolver(ZStoreSave, (v: Record<string, unknown>) => v)({ name: 5 }).name).toBe(
      'This value is not valid',
    );
    expect(contractResolver(ZStoreSave, (v: Record<string, unknown>) => v)({}).name).toBe('This field is required');
    await i18n.changeLanguage('tr');
    expect(contractResolver(ZStoreSave, (v: Record<string, unknown>) => v)({ name: '' }).name).toBe('Bu alan gerekli');
    await i18n.changeLanguage('en');
  });

  it('marks the fields a refused call named', async () => {
    let set: Record<string, unknown> = {};
    const form = { setErrors: (e: Record<string, unknown>) => void (set = e) };
    const refused = new ApiError('validation_failed', 'gsm: invalid_format', 400, [
      { path: 'gsm', code: 'invalid_format' },
    ]);
    expect(showServerErrors(form, refused)).toBe(true);
    expect(set).toEqual({ gsm: 'This value is not in the expected format' });
    expect(showServerErrors(form, new ApiError('store_not_found', '', 404))).toBe(false);
    expect(issuesToErrors([{ path: 'a.b', code: 'too_big' }])).toEqual({ 'a.b': 'This value is too large' });
  });
});
