import { lazy } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { ChakraScope } from '../components/chakra/ChakraScope';
import * as S from './screens';

const AppLayout = lazy(() => import('./AppLayout'));

function LandingPage() {
  const Preloaded = S.getPreloadedLanding();
  return Preloaded ? <Preloaded /> : <S.LazyLandingPage />;
}

/**
 * The route table. The landing page is plain React and CSS outside the layout (no TanStack Query on its first
 * load). The dashboard is plain CSS inside it; every other screen is drawn with Chakra.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route element={<AppLayout />}>
        <Route path="dashboard" element={<S.DashboardPage />} />
        <Route
          element={
            <ChakraScope>
              <Outlet />
            </ChakraScope>
          }
        >
          <Route path="auth" element={<S.AuthPage />} />
          <Route path="login" element={<Navigate to="/auth" replace />} />
          <Route path="forgot-password" element={<S.ForgotPasswordPage />} />
          <Route path="reset-password" element={<S.ResetPasswordPage />} />
          <Route path="reminders/confirm" element={<S.ConfirmReminderPage />} />
          <Route path="reminders/unsubscribe" element={<S.UnsubscribePage />} />
          <Route path="free-quiz" element={<S.FreeQuizPage />} />
          <Route path="terms" element={<S.TermsPage />} />
          <Route path="privacy" element={<S.PrivacyPage />} />
          <Route path="cookies" element={<S.CookiesPage />} />
          <Route path="help" element={<S.HelpPage />} />
          <Route path="guides" element={<S.GuidesPage />} />
          <Route path="exam-tips" element={<S.ExamTipsPage />} />
          <Route path="subscription" element={<S.SubscriptionPage />} />
          <Route path="quiz" element={<S.QuizPage />} />
          <Route path="exam" element={<S.ExamPage />} />
          <Route path="create-test" element={<S.CreateTestPage />} />
          <Route path="review" element={<S.ReviewPage />} />
          <Route path="history" element={<S.HistoryPage />} />
          <Route path="history/:attemptId" element={<S.AttemptPage />} />
          <Route path="cse" element={<S.CsePage />} />
          <Route path="cse/:sessionId" element={<S.CsePlayPage />} />
          <Route path="cse/:sessionId/review/:position" element={<S.CseReviewPage />} />
          <Route path="account" element={<S.AccountPage />} />
          <Route path="admin" element={<S.AdminPage />} />
          <Route path="admin-enhanced" element={<S.AdminEnhancedPage />} />
          <Route path="admin/realtime" element={<S.RealtimePage />} />
          <Route path="admin/case-sets" element={<S.CaseSetsPage />} />
          <Route path="admin/item-analysis" element={<S.ItemAnalysisPage />} />
          <Route path="admin/cse" element={<S.CseProblemsPage />} />
          <Route path="super-admin" element={<S.SuperAdminPage />} />
          <Route path="*" element={<S.NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
