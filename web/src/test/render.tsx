import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { theme } from '../app/providers/theme';

export function TestProviders({ children }: { children?: ReactNode }) {
  return (
    // Transitions and portals off (Mantine's test environment): a menu or modal is there at once, however loaded
    // the machine is.
    <MantineProvider theme={theme} env="test">
      <Notifications />
      {children}
    </MantineProvider>
  );
}

export const renderWithProviders = (ui: ReactElement) => render(ui, { wrapper: TestProviders });

/** A fetch double answering by call path; unknown paths answer 404 not_found. */
export const fakeApi =
  (handlers: Record<string, (body: unknown) => { status?: number; body: unknown } | Promise<never>>) =>
  async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const path = url.replace(/^.*\/api\//, '');
    const handler = handlers[path];
    if (!handler) return new Response(JSON.stringify({ code: 'not_found', desc: path }), { status: 404 });
    const answer = await handler(init?.body ? JSON.parse(String(init.body)) : {});
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
