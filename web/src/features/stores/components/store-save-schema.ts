import type * as StoreSchemas from '@sofra/contracts/stores/stores.schemas';
import * as validating from '@sofra/contracts/stores/stores.schemas?validate';
import type { ContractSchema, SchemaIssue } from '../../../lib/form';
import { formPathOf } from './store-form-paths';

// The contract's own rules, with the real zod; only the lazily loaded store screens import this module
// (docs/adr/0004-portal-validation.md).
const { ZStoreSave } = validating as unknown as typeof StoreSchemas;

export { formPathOf } from './store-form-paths';

/**
 * The portal's own rule on top of saveStore's: a store is placed in a country and a city (the contract leaves the
 * address optional, since the apps save stores without one). Checked beside the contract, not as a refinement, so
 * it shows together with the contract's issues rather than after them.
 */
const placeIssues = (input: unknown): SchemaIssue[] => {
  const address = (input as { address?: Record<string, string | undefined> } | null)?.address;
  return (['countryCode', 'cityCode'] as const)
    .filter((key) => !address?.[key]?.trim())
    .map((key) => ({ code: 'custom', path: ['address', key], params: { i18n: 'validation.required' } }));
};

/**
 * The store forms' schema: saveStore's rules and the place rule, the issues naming the form's fields (`countryCode`,
 * `latitude`, …). `reportInput` gives each issue the value it refused, so an empty field reads "required" and a
 * wrong one "not valid".
 */
export const storeFormSchema: ContractSchema = {
  safeParse: (input) => {
    const parsed = ZStoreSave.safeParse(input, { reportInput: true });
    const issues = [...(parsed.success ? [] : (parsed.error.issues as SchemaIssue[])), ...placeIssues(input)];
    if (issues.length === 0) return { success: true };
    return {
      success: false,
      error: {
        issues: issues.map((issue) => ({ ...issue, path: formPathOf(issue.path.map(String).join('.')).split('.') })),
      },
    };
  },
};
