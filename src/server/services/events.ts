import { EventEmitter } from 'node:events';

export interface ActivityEvent {
  userId: number;
  activityType: 'login' | 'quiz_start' | 'quiz_complete';
  at: Date;
}

/** In-process notifications of new activity, for the live admin view. */
export const activityEvents = new EventEmitter();
activityEvents.setMaxListeners(200);
