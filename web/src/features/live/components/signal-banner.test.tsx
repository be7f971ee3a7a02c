import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Signal } from '@sofra/contracts/live/live.schemas';
import { live } from '../../../lib/live';
import { queryClient } from '../../../lib/query-client';
import { FakeEventSource } from '../../../test/fake-event-source';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { SignalBanner } from './signal-banner';

const STORE = 's1';
const signal = (id: string, over: Partial<Signal> = {}): Signal => ({
  id,
  storeId: STORE,
  kind: 'waiter',
  tableId: `t-${id}`,
  tableName: 'Masa 2',
  groupName: 'Salon',
  at: '2026-11-24T18:05:00.000Z',
  answeredAt: null,
  answeredBy: null,
  ...over,
});

/** A WebAudio double: counts the tones started. */
const tones = { count: 0 };
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator() {
    return {
      type: '',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => void (tones.count += 1),
      stop: () => undefined,
    };
  }
  createGain() {
    const gain = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (next: unknown) => next,
    };
    return gain;
  }
}

let open: Signal[];
let acknowledged: unknown[];

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  FakeEventSource.reset();
  tones.count = 0;
  open = [signal('a')];
  acknowledged = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal(
    'fetch',
    fakeApi({
      'user/streamTicket': () => ({ body: { ticket: 'tk', expiresAt: '' } }),
      'signal/get': () => ({ body: open }),
      'signal/acknowledge': (body) => {
        acknowledged.push(body);
        const { id } = body as { id: string };
        return {
          body: { ...signal(id), answeredAt: new Date().toISOString(), answeredBy: { id: 'u1', name: 'Ayşe' } },
        };
      },
    }),
  );
});
afterEach(() => {
  live.stop();
  vi.unstubAllGlobals();
  queryClient.clear();
});

const renderBanner = async () => {
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SignalBanner storeId={STORE} />
    </QueryClientProvider>,
  );
  live.start(STORE);
  await waitFor(() => expect(FakeEventSource.sources).toHaveLength(1));
  const source = FakeEventSource.last();
  act(() => source.open());
  return source;
};

describe('the signal banner', () => {
  it('shows the open calls after a reload, adds new ones live with a beep, and stacks them', async () => {
    const source = await renderBanner();
    const banner = await screen.findByRole('region', { name: 'Guest calls' });
    expect(within(banner).getByRole('alert', { name: 'Salon / Masa 2 is calling a waiter' })).toBeInTheDocument();
    // 21:05 on the store's clock (Istanbul).
    expect(within(banner).getByText('Called at 21:05')).toBeInTheDocument();
    expect(tones.count).toBe(0);

    act(() =>
      source.emit(
        { type: 'check.requested', storeId: STORE, signal: signal('b', { kind: 'check', tableName: 'Masa 7' }) },
        '2',
      ),
    );
    expect(await screen.findByRole('alert', { name: 'Salon / Masa 7 asks for the bill' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(tones.count).toBe(2);
  });

  it('Acknowledge answers the call and takes it away', async () => {
    const user = userEvent.setup({ delay: null });
    await renderBanner();
    const row = await screen.findByRole('alert', { name: 'Salon / Masa 2 is calling a waiter' });
    await user.click(within(row).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Guest calls' })).toBeNull());
    expect(acknowledged).toEqual([{ storeId: STORE, id: 'a' }]);
  });

  it('a call answered elsewhere leaves at once (signal.answered)', async () => {
    const source = await renderBanner();
    await screen.findByRole('alert', { name: 'Salon / Masa 2 is calling a waiter' });
    act(() =>
      source.emit(
        {
          type: 'signal.answered',
          storeId: STORE,
          signal: { ...signal('a'), answeredAt: '2026-11-24T18:06:00.000Z', answeredBy: { id: 'u2', name: 'Can' } },
        },
        '3',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('muted, a new call rings no more; the choice is kept on the device', async () => {
    const user = userEvent.setup({ delay: null });
    const source = await renderBanner();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Mute the alert sound' }));
    expect(screen.getByRole('button', { name: 'Turn the alert sound on' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('sofra.soundMuted')).toBe('true');
    act(() =>
      source.emit({ type: 'waiter.called', storeId: STORE, signal: signal('c', { tableName: 'Masa 9' }) }, '4'),
    );
    expect(await screen.findByRole('alert', { name: 'Salon / Masa 9 is calling a waiter' })).toBeInTheDocument();
    expect(tones.count).toBe(0);
  });
});
