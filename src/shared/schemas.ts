import { z } from 'zod';
import { EXAM_TYPES, MIXED_TYPES } from './exams';
import { normalizeDifficulty } from './difficulty';

/** What crosses the wire, validated on the server (and reused by forms in the browser). */
const name = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(60, `${label} is too long`);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, dot, dash and underscore');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const registerInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
  firstName: name('First name'),
  lastName: name('Last name'),
});

export const loginInput = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export const idSchema = z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').positive('id must be positive');

export const letterSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-F]$/, 'answer must be a letter A to F');

export const answerRecordInput = z.object({
  questionId: idSchema,
  userAnswer: letterSchema.nullable().optional(),
  isCorrect: z.boolean().optional(),
});

export const topicAttemptInput = z.object({
  topicId: z.union([idSchema, z.enum(MIXED_TYPES)]),
  questionsAnswered: z.array(answerRecordInput).min(1, 'questionsAnswered must list at least one answer').max(200),
  score: z.number().optional(),
  totalQuestions: z.number().int().min(1).max(200).optional(),
  timeSpent: z.number().int().min(0).max(24 * 3600).nullable().optional(),
  clientId: z.string().trim().min(8).max(64).optional(),
});

export const selfReportedExamInput = z.object({
  topicId: z.null(),
  score: z.number().int('score must be a whole percent').min(0).max(100),
  totalQuestions: z.number().int().min(1),
  examType: z.enum(EXAM_TYPES),
});

export const examStartInput = z.object({ examType: z.enum(EXAM_TYPES) });

export const examSubmitInput = z.object({
  examSessionId: z.string().min(8).max(64),
  /** One entry per question position; null or missing means unanswered. */
  answers: z.array(letterSchema.nullable()).max(200),
});

export const difficultyInput = z
  .string({ error: 'Difficulty is required' })
  .transform((v, ctx) => {
    const d = normalizeDifficulty(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: 'Difficulty must be easy, medium or hard' });
      return z.NEVER;
    }
    return d;
  });

export const questionInput = z.object({
  topicId: z.coerce.number({ error: 'Choose a topic' }).int('Choose a topic').positive('Choose a topic'),
  questionText: z.string().trim().min(1, 'Question text is required').max(4000),
  options: z
    .array(z.string().trim().min(1, 'Every option needs text').max(1000))
    .length(4, 'A question needs exactly 4 options')
    .refine((o) => new Set(o.map((x) => x.toLowerCase())).size === o.length, 'Options must be different'),
  correctAnswer: z.string().trim().toUpperCase().regex(/^[A-D]$/, 'Correct answer must be A, B, C or D'),
  explanation: z.string().trim().max(8000).default(''),
  difficulty: difficultyInput.default('medium'),
});

export const ROLES = ['student', 'admin', 'super_admin'] as const;
export const SUBSCRIPTION_STATUSES = ['free', 'premium', 'pro'] as const;

export const adminUserInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  firstName: name('First name'),
  lastName: name('Last name'),
  password: z.union([passwordSchema, z.literal('')]).optional(),
  role: z.enum(ROLES).default('student'),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).default('free'),
});

export const subscriptionActionInput = z.object({
  action: z.enum(['upgrade', 'downgrade']),
  plan: z.enum(['monthly', 'yearly', 'free']),
});

export const planInput = z.object({ plan: z.enum(['monthly', 'yearly']) });
