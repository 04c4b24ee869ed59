import { lazy, type ComponentType } from 'react';

/** Every screen, each its own chunk, loaded when its route first renders. */
export const loadLanding = () => import('../routes/landing/LandingPage');
export const LazyLandingPage = lazy(loadLanding);
export const AuthPage = lazy(() => import('../routes/auth/AuthPage'));
export const ForgotPasswordPage = lazy(() => import('../routes/password-reset/ForgotPasswordPage'));
export const ResetPasswordPage = lazy(() => import('../routes/password-reset/ResetPasswordPage'));
export const FreeQuizPage = lazy(() => import('../routes/free-quiz/FreeQuizPage'));
export const TermsPage = lazy(() => import('../routes/terms/TermsPage'));
export const PrivacyPage = lazy(() => import('../routes/info/PrivacyPage'));
export const CookiesPage = lazy(() => import('../routes/info/CookiesPage'));
export const HelpPage = lazy(() => import('../routes/info/HelpPage'));
export const GuidesPage = lazy(() => import('../routes/info/GuidesPage'));
export const ExamTipsPage = lazy(() => import('../routes/info/ExamTipsPage'));
export const SubscriptionPage = lazy(() => import('../routes/subscription/SubscriptionPage'));
export const DashboardPage = lazy(() => import('../routes/dashboard/DashboardPage'));
export const QuizPage = lazy(() => import('../routes/quiz/QuizPage'));
export const ExamPage = lazy(() => import('../routes/exam/ExamPage'));
export const AccountPage = lazy(() => import('../routes/account/AccountPage'));
export const NotFoundPage = lazy(() => import('../routes/not-found/NotFoundPage'));
export const AdminPage = lazy(() => import('../routes/admin/AdminPage'));
export const AdminEnhancedPage = lazy(() => import('../routes/admin/AdminEnhancedPage'));
export const RealtimePage = lazy(() => import('../routes/realtime/RealtimePage'));
export const CaseSetsPage = lazy(() => import('../routes/admin/CaseSetsPage'));
export const ItemAnalysisPage = lazy(() => import('../routes/admin/ItemAnalysisPage'));
// Clinical simulations' editor (issue #32)
export const CseProblemsPage = lazy(() => import('../routes/admin/cse/CseProblemsPage'));
export const SuperAdminPage = lazy(() => import('../routes/super-admin/SuperAdminPage'));
export const CreateTestPage = lazy(() => import('../routes/create-test/CreateTestPage'));
export const ReviewPage = lazy(() => import('../routes/review/ReviewPage'));
export const HistoryPage = lazy(() => import('../routes/history/HistoryPage'));
export const AttemptPage = lazy(() => import('../routes/history/AttemptPage'));
// Study reminders' links from mail (issue #30)
export const ConfirmReminderPage = lazy(() => import('../routes/reminders/ConfirmReminderPage'));
export const UnsubscribePage = lazy(() => import('../routes/reminders/UnsubscribePage'));
// Clinical simulations (issue #32)
export const CsePage = lazy(() => import('../routes/cse/CsePage'));
export const CsePlayPage = lazy(() => import('../routes/cse/CsePlayPage'));
export const CseReviewPage = lazy(() => import('../routes/cse/CseReviewPage'));

let preloadedLanding: ComponentType | null = null;

/**
 * Loads the landing page before the first render: `/` arrives prerendered (scripts/prerender-landing.mjs),
 * and a lazy screen would put a spinner in place of that page for a moment.
 */
export async function preloadLanding() {
  preloadedLanding = (await loadLanding()).default;
}

export const getPreloadedLanding = () => preloadedLanding;
