import type { AuthScreens } from '../components/RequireAuth';
import { ChakraScope } from '../components/chakra/ChakraScope';
import { AuthPage, NotFoundPage } from './screens';

/** What RequireAuth shows in place of a screen; both are drawn with Chakra, also on the plain dashboard. */
export const authScreens: AuthScreens = {
  SignIn: () => (
    <ChakraScope>
      <AuthPage />
    </ChakraScope>
  ),
  NotFound: () => (
    <ChakraScope>
      <NotFoundPage />
    </ChakraScope>
  ),
};
