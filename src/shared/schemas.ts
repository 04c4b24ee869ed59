import { z } from 'zod';

/**
 * What crosses the wire, validated on the server (and reused by forms in the browser): accounts, ids and the field
 * rules the other schemas share. A quiz's and an exam's answers are in attemptSchemas.ts, questions in
 * questionSchemas.ts.
 */

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} is too long`);

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

/** Numeric text ("3", as a path or a form sends it) is a number; null, blank or other text is not. */
export const numericText = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);
export const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const idSchema = z.preprocess(
  numericText,
  z
    .number({ error: (issue) => (absent(issue.input) ? 'id is required' : 'id must be a number') })
    .int('id must be a whole number')
    .positive('id must be positive')
    // Ids are 32-bit integers in PostgreSQL: a larger one names nothing, and must not reach the database as one.
    .max(2_147_483_647, 'id is too large'),
);

/** A whole number that may arrive as numeric text; `label` names it in messages. */
export const wholeNumber = (label: string) =>
  z.preprocess(numericText, z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`));

export const letterSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-F]$/, 'answer must be a letter A to F');

/** null or blank counts as not sent, so the field's default (or, on an edit, the stored value) applies. */
export const orAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (absent(v) ? undefined : v), schema);

/** An edit with nothing in it is a mistake (a lost body), not a change. */
export const someField = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);
export const NOTHING_TO_CHANGE = 'Send at least one field to change';

export const ROLES = ['student', 'admin', 'super_admin'] as const;
export const SUBSCRIPTION_STATUSES = ['free', 'premium', 'pro'] as const;

const roleInput = z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` });
/** An empty subscription status counts as free (SPEC §3). */
const subscriptionStatusInput = z.enum(SUBSCRIPTION_STATUSES, {
  error: `subscriptionStatus must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`,
});
const optionalPassword = z
  .union([passwordSchema, z.literal('')])
  .nullable()
  .optional();

export const adminUserInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  firstName: name('First name'),
  lastName: name('Last name'),
  password: optionalPassword,
  role: orAbsent(roleInput.default('student')),
  subscriptionStatus: orAbsent(subscriptionStatusInput.default('free')),
});

/** An edit: a field left out (or a blank password) keeps the stored value. */
export const adminUserUpdateInput = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    firstName: name('First name').optional(),
    lastName: name('Last name').optional(),
    password: optionalPassword,
    role: orAbsent(roleInput.optional()),
    subscriptionStatus: z.preprocess((v) => (v === '' || v === null ? 'free' : v), subscriptionStatusInput.optional()),
  })
  .refine(someField, NOTHING_TO_CHANGE);

/** The service decides which plans each action takes (an upgrade needs monthly or yearly). */
export const subscriptionActionInput = z.object({
  action: z.enum(['upgrade', 'downgrade'], { error: 'action must be upgrade or downgrade' }),
  plan: z.enum(['monthly', 'yearly', 'free'], { error: 'plan must be monthly, yearly or free' }).optional(),
});

export const planInput = z.object({ plan: z.enum(['monthly', 'yearly'], { error: 'plan must be monthly or yearly' }) });
