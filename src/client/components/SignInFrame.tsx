import { ChakraFrame } from '../AppLayout';
import AuthPage from '../routes/auth/AuthPage';

/** The sign-in screen in place of a plain-CSS screen that needs a user. */
export default function SignInFrame() {
  return (
    <ChakraFrame>
      <AuthPage />
    </ChakraFrame>
  );
}
