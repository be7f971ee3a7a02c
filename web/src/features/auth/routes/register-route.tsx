import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';

// The form is its own chunk: the router's preload list (part of the first-load bundle /login pays for) then names
// this small route only, not every piece the form is built from.
const RegisterForm = lazy(() => import('../components/register-form').then((m) => ({ default: m.RegisterForm })));

/** /register: see RegisterForm (docs/sign-up.md). */
export function Component() {
  return (
    <Suspense
      fallback={
        <Center h="100dvh">
          <Loader />
        </Center>
      }
    >
      <RegisterForm />
    </Suspense>
  );
}
