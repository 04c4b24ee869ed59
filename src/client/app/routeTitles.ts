import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Screens that set their own title (and description) when they mount. */
const OWN_TITLE = new Set(['/', '/terms', '/privacy', '/cookies', '/help', '/guides', '/exam-tips', '/subscription', '/login']);

const TITLES: Record<string, string> = {
  '/auth': 'Sign In · Respira',
  '/free-quiz': 'Free Practice Quiz · Respira',
  '/dashboard': 'Dashboard · Respira',
  '/quiz': 'Practice Quizzes · Respira',
  '/exam': 'NBRC Exam Center · Respira',
  '/create-test': 'Create a Test · Respira',
  '/review': 'Spaced Review · Respira',
  '/history': 'History · Respira',
  '/cse': 'Clinical Simulations · Respira',
  '/account': 'Your Account · Respira',
  '/admin': 'Admin Dashboard · Respira',
  '/admin-enhanced': 'Admin Dashboard · Respira',
  '/admin/realtime': 'Real-Time Analytics · Respira',
  '/admin/case-sets': 'Clinical Case Sets · Respira',
  '/admin/item-analysis': 'Item Analysis · Respira',
  '/admin/cse': 'Simulations · Respira',
  '/super-admin': 'Super Admin · Respira',
};

/** The tab title for every other route, so it never keeps the title of the page visited before. */
export function useRouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (OWN_TITLE.has(path)) return;
    // A reopened attempt (/history/:attemptId) is part of History; a simulation and its review, of /cse.
    const section = path.startsWith('/history/') ? '/history' : path.startsWith('/cse/') ? '/cse' : path;
    document.title = TITLES[section] ?? 'Page Not Found · Respira';
  }, [pathname]);
}
