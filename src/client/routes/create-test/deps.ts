/**
 * What the study screens (create-test/, review/) take from the app shell and the shared components, in one place:
 * when the shell moves (session, toaster, guards), this file is the one to follow it.
 */
export { useSession } from '../../lib/session';
export { useTRPC } from '../../lib/trpc';
export { notify } from '../../components/Toaster';
export { RequireAuth } from '../../components/RequireAuth';
export { PageSpinner } from '../../components/PageSpinner';
export { ButtonLink } from '../../components/ButtonLink';
export { OptionList } from '../../components/OptionList';
export { Explanation } from '../../components/Explanation';
export { errorMessage } from '../../lib/errors';
export { useCountdown } from '../exam/useCountdown';
