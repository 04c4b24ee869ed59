import type { AdminUser } from './types';

export const ROLE_OPTIONS = [
  { value: 'student', label: 'Student' },
  { value: 'admin', label: 'Admin' },
  { value: 'super_admin', label: 'Super Admin' },
] as const;
export const SUBSCRIPTION_OPTIONS = [
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
  { value: 'pro', label: 'Pro' },
] as const;

export type Role = (typeof ROLE_OPTIONS)[number]['value'];
export type Subscription = (typeof SUBSCRIPTION_OPTIONS)[number]['value'];

export interface UserFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  role: Role;
  subscriptionStatus: Subscription;
}
export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

function asSubscription(value: string): Subscription {
  return SUBSCRIPTION_OPTIONS.some((o) => o.value === value) ? (value as Subscription) : 'free';
}

export function initialUserValues(user: AdminUser | null): UserFormValues {
  if (!user) return { firstName: '', lastName: '', username: '', email: '', password: '', role: 'student', subscriptionStatus: 'free' };
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    password: '',
    role: user.role,
    subscriptionStatus: asSubscription(user.subscriptionStatus),
  };
}

// A shape check only; the server has the final word on what it accepts.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5 user form: names, username and a valid email always; a password only for a new account. */
export function validateUser(v: UserFormValues, creating: boolean): UserFormErrors {
  const e: UserFormErrors = {};
  if (!v.firstName.trim()) e.firstName = 'First name is required';
  if (!v.lastName.trim()) e.lastName = 'Last name is required';
  if (!v.username.trim()) e.username = 'Username is required';
  if (!v.email.trim()) e.email = 'Email is required';
  else if (!EMAIL.test(v.email.trim())) e.email = 'Enter a valid email address';
  if (creating && !v.password) e.password = 'Password is required';
  return e;
}

/** On edit a blank password keeps the current one, so it is left out of the payload. */
export function toUserPayload(v: UserFormValues) {
  const { password, ...rest } = v;
  return password ? { ...rest, password } : rest;
}
