import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from './app/SessionProvider';
import { Shell } from './app/Shell';
import { preloadLanding } from './app/screens';

/**
 * The landing page as the app first draws it (signed out, no numbers from the database yet: the counts show
 * their placeholders), for scripts/prerender-landing.mjs to put into the HTML of `/`.
 */
export async function renderLanding(): Promise<string> {
  await preloadLanding();
  return renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={['/']}>
        <SessionProvider>
          <Shell />
        </SessionProvider>
      </MemoryRouter>
    </StrictMode>,
  );
}
