import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Header } from './components/Header';
import { ShellSpinner } from './components/ShellSpinner';
import { UpdatePrompt } from './offline/UpdatePrompt';
import { useRouteTitle } from './routeTitles';

/**
 * Routes, each screen its own chunk. The landing page is plain React and CSS. Every other screen sits in
 * the data layout (TanStack Query); the dashboard is plain CSS too, the rest sit in the Chakra layout
 * below it, which brings Chakra and the toaster when it is first needed.
 */
const loadLanding = () => import('./routes/landing/LandingPage');
const LazyLandingPage = lazy(loadLanding);
let preloadedLanding: ComponentType | null = null;

/**
 * Loads the landing page before the first render: `/` arrives prerendered (scripts/prerender-landing.mjs),
 * and a lazy screen would put a spinner in place of that page for a moment.
 */
export async function preloadLanding() {
  preloadedLanding = (await loadLanding()).default;
}

function LandingPage() {
  const Preloaded = preloadedLanding;
  return Preloaded ? <Preloaded /> : <LazyLandingPage />;
}
const DataLayout = lazy(() => import('./DataLayout'));
const loadAppLayout = () => import('./AppLayout');
const AppLayout = lazy(loadAppLayout);
const AuthPage = lazy(() => import('./routes/auth/AuthPage'));
const ForgotPasswordPage = lazy(() => import('./routes/password-reset/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./routes/password-reset/ResetPasswordPage'));
const FreeQuizPage = lazy(() => import('./routes/free-quiz/FreeQuizPage'));
const TermsPage = lazy(() => import('./routes/terms/TermsPage'));
const PrivacyPage = lazy(() => import('./routes/info/PrivacyPage'));
const CookiesPage = lazy(() => import('./routes/info/CookiesPage'));
const HelpPage = lazy(() => import('./routes/info/HelpPage'));
const GuidesPage = lazy(() => import('./routes/info/GuidesPage'));
const ExamTipsPage = lazy(() => import('./routes/info/ExamTipsPage'));
const SubscriptionPage = lazy(() => import('./routes/subscription/SubscriptionPage'));
const DashboardPage = lazy(() => import('./routes/dashboard/DashboardPage'));
const QuizPage = lazy(() => import('./routes/quiz/QuizPage'));
const ExamPage = lazy(() => import('./routes/exam/ExamPage'));
const AccountPage = lazy(() => import('./routes/account/AccountPage'));
const NotFoundPage = lazy(() => import('./routes/not-found/NotFoundPage'));
const AdminPage = lazy(() => import('./routes/admin/AdminPage'));
const AdminEnhancedPage = lazy(() => import('./routes/admin/AdminEnhancedPage'));
const RealtimePage = lazy(() => import('./routes/realtime/RealtimePage'));
const SuperAdminPage = lazy(() => import('./routes/super-admin/SuperAdminPage'));
const CreateTestPage = lazy(() => import('./routes/create-test/CreateTestPage'));
const ReviewPage = lazy(() => import('./routes/review/ReviewPage'));


function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    // A link to a place on the page (/help#forgot-password) is left to that page to scroll to.
    if (!hash) window.scrollTo(0, 0);
    // Only a new page resets the scroll, not a new hash on the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}

/** The Chakra layout loads beside the data layout, not after it, on every screen that needs it. */
function PreloadAppLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/' && pathname !== '/dashboard') void loadAppLayout();
  }, [pathname]);
  return null;
}

export function Shell() {
  useRouteTitle();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <PreloadAppLayout />
      <Header />
      <main id="main" className="app__main">
        <Suspense fallback={<ShellSpinner />}>
          <Routes>
            <Route index element={<LandingPage />} />
            <Route element={<DataLayout />}>
              <Route path="dashboard" element={<DashboardPage />} />
              <Route element={<AppLayout />}>
                <Route path="auth" element={<AuthPage />} />
                <Route path="login" element={<Navigate to="/auth" replace />} />
                <Route path="forgot-password" element={<ForgotPasswordPage />} />
                <Route path="reset-password" element={<ResetPasswordPage />} />
                <Route path="free-quiz" element={<FreeQuizPage />} />
                <Route path="terms" element={<TermsPage />} />
                <Route path="privacy" element={<PrivacyPage />} />
                <Route path="cookies" element={<CookiesPage />} />
                <Route path="help" element={<HelpPage />} />
                <Route path="guides" element={<GuidesPage />} />
                <Route path="exam-tips" element={<ExamTipsPage />} />
                <Route path="subscription" element={<SubscriptionPage />} />
                <Route path="quiz" element={<QuizPage />} />
                <Route path="exam" element={<ExamPage />} />
                <Route path="create-test" element={<CreateTestPage />} />
                <Route path="review" element={<ReviewPage />} />
                <Route path="account" element={<AccountPage />} />
                <Route path="admin" element={<AdminPage />} />
                <Route path="admin-enhanced" element={<AdminEnhancedPage />} />
                <Route path="admin/realtime" element={<RealtimePage />} />
                <Route path="super-admin" element={<SuperAdminPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Route>
          </Routes>
        </Suspense>
      </main>
      <UpdatePrompt />
    </div>
  );
}
