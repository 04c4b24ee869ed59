import type { RouterOutput } from '../../lib/types';

export type AdminQuestion = RouterOutput['admin']['questions']['items'][number];
export type AdminTopic = RouterOutput['admin']['topics'][number];
export type AdminUser = RouterOutput['admin']['users'][number];
export type AdminStats = RouterOutput['admin']['stats'];
export type Variant = 'simple' | 'full';
