import { RegisterForm } from '../components/register-form';

/** /register: see RegisterForm (docs/sign-up.md). Painted at build time like the sign-in page (prerender.tsx). */
export function Component() {
  return <RegisterForm />;
}
