const ACTIVITY: Record<string, string> = {
  login: 'Signed in',
  quiz_start: 'Started a quiz',
  quiz_complete: 'Completed a quiz',
};

/** Activity types in words (SPEC §2); an unknown type is shown as stored. */
export function activityLabel(type: string): string {
  return ACTIVITY[type] ?? type;
}
