import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../test/render';
import { PhoneInput } from './phone-input';
import type { PhoneRules } from './phone';
import anyMetadata from 'libphonenumber-js/max/metadata';
import mobileMetadata from 'libphonenumber-js/metadata.mobile.json';
import { phoneNumbers } from '../../lib/phone-numbers';
import { usePhoneField } from './use-phone-field';

const countries = [
  { name: 'Türkiye', code: 'TR', dialCode: '+90', flagEmoji: '🇹🇷' },
  { name: 'Germany', code: 'DE', dialCode: '+49', flagEmoji: '🇩🇪' },
  { name: 'Antarctica', code: 'AQ', dialCode: '', flagEmoji: '🇦🇶' },
];

// The portal loads one country's rules from the server; these tests hold every country's.
const mobilePhoneRules: PhoneRules = { metadata: mobileMetadata, numbers: phoneNumbers };
const anyPhoneRules: PhoneRules = { metadata: anyMetadata, numbers: phoneNumbers };

function Harness({
  rules = mobilePhoneRules,
  onNumber,
}: {
  rules?: PhoneRules;
  onNumber?: (n: string | null) => void;
}) {
  const phone = usePhoneField(rules);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onNumber?.(phone.submit());
      }}
    >
      <PhoneInput label="Mobile number" {...phone.inputProps} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('PhoneInput', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('defaults to Türkiye +90 with the example mobile number as placeholder', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: /Türkiye \+90/ })).toHaveTextContent('+90');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('placeholder', '501 234 56 78');
  });

  it("masks what is typed by the country's format, drops the trunk 0 and extra digits", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Mobile number');
    await user.type(input, '05321234567999');
    expect(input).toHaveValue('532 123 45 67');
  });

  it("says 'Type a mobile number.' on an empty submit (not on passing through) and 'This is not a valid mobile number.' for a wrong number; a valid one passes as E.164", async () => {
    const user = userEvent.setup();
    const onNumber = vi.fn();
    renderWithProviders(<Harness onNumber={onNumber} />);
    const input = screen.getByLabelText('Mobile number');

    await user.click(input);
    await user.tab();
    expect(screen.queryByText('Type a mobile number.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Type a mobile number.')).toBeInTheDocument();
    expect(onNumber).toHaveBeenLastCalledWith(null);

    await user.type(input, '53212');
    expect(screen.getByText('This is not a valid mobile number.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onNumber).toHaveBeenLastCalledWith(null);

    await user.type(input, '34567');
    expect(screen.queryByText('This is not a valid mobile number.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onNumber).toHaveBeenLastCalledWith('+905321234567');
  });

  it('sign-in takes mobile numbers only; a store phone may be a fixed line', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Mobile number'), '2121234567');
    await user.tab();
    expect(screen.getByText('This is not a valid mobile number.')).toBeInTheDocument();
    unmount();

    const onNumber = vi.fn();
    renderWithProviders(<Harness rules={anyPhoneRules} onNumber={onNumber} />);
    await user.type(screen.getByLabelText('Mobile number'), '2121234567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('This is not a valid mobile number.')).not.toBeInTheDocument();
    expect(onNumber).toHaveBeenLastCalledWith('+902121234567');
  });

  it('changing the country in the searchable full-screen picker resets the number and the mask', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    vi.stubGlobal('fetch', fakeApi({ 'helper/getCountries': () => new Promise((r) => (answer = r)) as never }));
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Mobile number');
    await user.type(input, '5321234567');

    await user.click(screen.getByRole('button', { name: /Türkiye \+90/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a country' });
    expect(dialog).toHaveTextContent('loading');
    answer({ body: countries });

    // Only countries with a dial code are listed, each with flag, dial code and name.
    expect(await screen.findByRole('button', { name: 'Germany +49' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Antarctica/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(screen.getByText('not found')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'GERM');
    expect(screen.queryByRole('button', { name: 'Türkiye +90' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Germany +49' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Germany \+49/ })).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', '1512 3456789');
  });

  it('checks a number shown before its rules arrive once they have, rather than refusing it for want of them', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'helper/getPhoneRules': (async () => {
          await held;
          return { body: { countryCode: 'DE', metadata: anyMetadata } };
        }) as unknown as () => Promise<never>,
      }),
    );
    const answers: { now: string | null; ready: Promise<string | null> }[] = [];
    function Saved() {
      // A saved number of a country no other test has asked the rules of.
      const phone = usePhoneField('any', { country: countries[1], national: '30 12345678' });
      return (
        <button type="button" onClick={() => answers.push({ now: phone.submit(), ready: phone.submitWhenReady() })}>
          Save
        </button>
      );
    }
    renderWithProviders(<Saved />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    // Without the rules a number cannot be told valid; the Save that waits for them gets it.
    expect(answers[0]!.now).toBeNull();
    release();
    await expect(answers[0]!.ready).resolves.toBe('+493012345678');
  });
});
