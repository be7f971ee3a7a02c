import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as validating from '@sofra/contracts/stores/stores.schemas?validate';
import type * as StoreSchemas from '@sofra/contracts/stores/stores.schemas';
import * as inert from '@sofra/contracts/stores/stores.schemas';
import { ApiError } from './api-error';
import { contractResolver, issuesToErrors, showRefusal, showServerErrors } from './form';
import { i18n } from './i18n';
import { notify } from './notify';

vi.mock('./notify', () => ({ notify: vi.fn() }));

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

describe('showRefusal: why a save was refused, where it belongs', () => {
  const form = () => {
    let errors: Record<string, unknown> = {};
    return {
      setErrors: (e: Record<string, unknown>) => void (errors = e),
      setFieldError: (path: string, text: string) => void (errors = { ...errors, [path]: text }),
      errors: () => errors,
    };
  };
  const taken = new ApiError('table_group_exists', 'group "Salon" already exists', 409);
  const refused = new ApiError('validation_failed', 'name: too_big', 400, [{ path: 'name', code: 'too_big' }]);
  const notFound = new ApiError('table_not_found', 'table t1', 404);

  beforeEach(() => vi.mocked(notify).mockReset());

  it('a code named in fieldOf: under that field, in its own text when textOf names one, before any fields', () => {
    const f = form();
    showRefusal(f, taken, { fieldOf: { table_group_exists: 'name' }, fallback: 'toast' });
    expect(f.errors()).toEqual({ name: 'A group with this name already exists' });

    const g = form();
    const negative = new ApiError('modifier_price_negative', 'below zero', 409, [
      { path: 'options', code: 'modifier_price_negative' },
    ]);
    showRefusal(g, negative, {
      fieldOf: { modifier_price_negative: 'modifierIds' },
      textOf: { modifier_price_negative: 'menuExtras.priceNegative' },
    });
    expect(g.errors()).toEqual({ modifierIds: expect.stringMatching(/^This would make a product's price negative/) });
    expect(notify).not.toHaveBeenCalled();
  });

  it('the fields the server named, whatever the fallback', () => {
    for (const fallback of ['root', 'toast'] as const) {
      const f = form();
      showRefusal(f, refused, { fallback, fieldOf: { table_group_exists: 'name' } });
      expect(f.errors()).toEqual({ name: 'This value is too large' });
    }
    expect(notify).not.toHaveBeenCalled();
  });

  it("root (the default): the form's root error says why, above the buttons; no toast", () => {
    const f = form();
    showRefusal(f, notFound);
    expect(f.errors()).toEqual({ root: 'Table not found in this store' });
    // No answer: post has toasted, and the form still says it was not saved.
    const g = form();
    showRefusal(g, new ApiError('network', '', 0));
    expect(g.errors()).toEqual({ root: 'A Problem Occurred' });
    expect(notify).not.toHaveBeenCalled();
  });

  it("toast: the usual 'Opss!' toast with the code's text; nothing under the form", () => {
    const f = form();
    showRefusal(f, notFound, { fallback: 'toast' });
    expect(f.errors()).toEqual({});
    expect(notify).toHaveBeenCalledWith('danger', 'Table not found in this store', { title: 'Opss!' });
  });

  it('toast: no answer, offline and a lost session say nothing more (post has shown their message)', () => {
    const f = form();
    for (const error of [
      new ApiError('network', '', 0),
      new ApiError('offline', 'offline', 0),
      new ApiError('token_expired', 'expired', 401),
    ]) {
      showRefusal(f, error, { fallback: 'toast' });
    }
    expect(f.errors()).toEqual({});
    expect(notify).not.toHaveBeenCalled();
  });
});
