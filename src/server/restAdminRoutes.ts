// The administrators' documented /api paths: the bank, case sets, simulations, item analysis, users and analytics,
// and the super admin's.
import { body, callWith, param, query, type Route } from './restKit';

export const ADMIN_ROUTES: Route[] = [
  { method: 'GET', url: '/api/admin/stats', handler: (api) => api.admin.stats() },
  { method: 'GET', url: '/api/admin/questions', handler: async (api) => (await api.admin.questions({ limit: 2000 })).items },
  { method: 'POST', url: '/api/admin/questions', status: 201, handler: (api, req) => callWith(api.admin.createQuestion, body(req)) },
  {
    method: 'PUT',
    url: '/api/admin/questions/:id',
    handler: (api, req) => api.admin.updateQuestion({ id: param(req, 'id'), data: body(req) }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/questions/:id',
    handler: (api, req) => api.admin.deleteQuestion({ id: param(req, 'id') }),
  },
  { method: 'POST', url: '/api/admin/generate-questions', handler: (api, req) => api.admin.generateQuestions(body(req)) },
  {
    method: 'GET',
    url: '/api/admin/case-sets',
    handler: (api, req) =>
      callWith(api.admin.caseSets, { topicId: query(req, 'topicId') || undefined, status: query(req, 'status') || undefined }),
  },
  { method: 'GET', url: '/api/admin/case-sets/:id', handler: (api, req) => api.admin.caseSet({ id: param(req, 'id') }) },
  { method: 'POST', url: '/api/admin/case-sets', status: 201, handler: (api, req) => callWith(api.admin.createCaseSet, body(req)) },
  {
    method: 'PUT',
    url: '/api/admin/case-sets/:id',
    handler: (api, req) => callWith(api.admin.updateCaseSet, { id: param(req, 'id'), data: body(req) }),
  },
  { method: 'DELETE', url: '/api/admin/case-sets/:id', handler: (api, req) => api.admin.deleteCaseSet({ id: param(req, 'id') }) },
  // Clinical simulation problems for administrators (issue #32)
  {
    method: 'GET',
    url: '/api/admin/cse-problems',
    handler: (api, req) => callWith(api.admin.cseProblems, { status: query(req, 'status') || undefined }),
  },
  { method: 'POST', url: '/api/admin/cse-problems', status: 201, handler: (api, req) => callWith(api.admin.createCseProblem, body(req)) },
  { method: 'POST', url: '/api/admin/cse-problems/generate', handler: (api, req) => callWith(api.admin.generateCseProblem, body(req)) },
  { method: 'GET', url: '/api/admin/cse-problems/:id', handler: (api, req) => api.admin.cseProblem({ id: param(req, 'id') }) },
  {
    method: 'PUT',
    url: '/api/admin/cse-problems/:id',
    handler: (api, req) => callWith(api.admin.updateCseProblem, { id: param(req, 'id'), data: body(req) }),
  },
  { method: 'DELETE', url: '/api/admin/cse-problems/:id', handler: (api, req) => api.admin.deleteCseProblem({ id: param(req, 'id') }) },
  {
    method: 'GET',
    url: '/api/admin/item-analysis',
    handler: (api, req) => {
      const q = (req.query ?? {}) as Record<string, unknown>;
      const pick = (k: string) => (typeof q[k] === 'string' && q[k] !== '' ? q[k] : undefined);
      return callWith(api.admin.itemAnalysis, {
        topicId: pick('topicId'),
        status: pick('status'),
        minLearners: pick('minLearners'),
        suspectOnly: pick('suspectOnly'),
        sort: pick('sort'),
        order: pick('order'),
        limit: pick('limit'),
        offset: pick('offset'),
      });
    },
  },
  { method: 'GET', url: '/api/admin/users', handler: (api) => api.admin.users() },
  { method: 'POST', url: '/api/admin/users', status: 201, handler: (api, req) => callWith(api.admin.createUser, body(req)) },
  { method: 'PUT', url: '/api/admin/users/:id', handler: (api, req) => api.admin.updateUser({ id: param(req, 'id'), data: body(req) }) },
  { method: 'DELETE', url: '/api/admin/users/:id', handler: (api, req) => api.admin.deleteUser({ id: param(req, 'id') }) },
  {
    method: 'POST',
    url: '/api/admin/users/:userId/subscription',
    handler: (api, req) => callWith(api.admin.changeSubscription, { userId: param(req, 'userId'), data: body(req) }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:userId/reset-link',
    status: 201,
    handler: (api, req) => api.admin.createResetLink({ userId: param(req, 'userId') }),
  },
  { method: 'GET', url: '/api/admin/analytics/quiz-trends', handler: (api) => api.admin.quizTrends() },
  { method: 'GET', url: '/api/admin/analytics/topic-performance', handler: (api) => api.admin.topicPerformance() },

  { method: 'GET', url: '/api/super-admin/users', handler: (api) => api.superAdmin.users() },
  { method: 'GET', url: '/api/super-admin/users/:id', handler: (api, req) => api.superAdmin.userDetail({ id: param(req, 'id') }) },
  { method: 'GET', url: '/api/super-admin/platform-stats', handler: (api) => api.superAdmin.platformStats() },
];
