/** Field builders the exhibit schemas share (src/shared/exhibit.ts, exhibitHemodynamic.ts), with messages that name the field. */
import { z } from 'zod';

export const text = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(min, `${name} needs at least ${min} characters`)
    .max(max, `${name} must be at most ${max} characters`);

export const num = (name: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be ${min}–${max}${unit ? ' ' + unit : ''}`)
    .max(max, `${name} must be ${min}–${max}${unit ? ' ' + unit : ''}`);

export const int = (name: string, min: number, max: number) => num(name, min, max).int(`${name} must be a whole number`);

export const common = { title: text('title', 3, 120), alt: text('alt', 20, 600) };
