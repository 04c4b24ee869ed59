// vitest types its asymmetric matchers as `any`; these are the same matchers typed `unknown`, so an object
// literal holding one stays typed (no unsafe assignment of an `any` value).
import { expect } from 'vitest';

export const anyOf = (type: unknown): unknown => expect.any(type);
export const matching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern);
export const containing = (text: string): unknown => expect.stringContaining(text);
