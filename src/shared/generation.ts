/** Questions one AI generation run may ask for; the server validates them, the admin form shows them. */
export const MIN_GENERATE = 1;
export const MAX_GENERATE = 20;
export const DEFAULT_GENERATE = 5;
