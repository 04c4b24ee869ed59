import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';

/** The dashboard's "Review due" card (Pro): what spaced review has due now, and the way to build a test. */
export function ReviewDueCard() {
  const trpc = useTRPC();
  const { user } = useSession();
  const due = useQuery({ ...trpc.learner.reviewDue.queryOptions(), staleTime: 0 });
  // Review due was read online: the cards due soon in downloaded topics are kept for offline review too.
  const userId = user?.id;
  useEffect(() => {
    if (!due.dataUpdatedAt || userId === undefined) return;
    void import('../../offline/review').then((m) => m.refreshReviewAhead(userId)).catch(() => undefined);
  }, [due.dataUpdatedAt, userId]);
  return (
    <div className="ui-card" data-testid="review-due-card">
      <h2 className="dash-title">Review due</h2>
      {due.isPending ? (
        <span className="ui-skeleton ui-stat__skeleton" aria-busy="true" />
      ) : (
        <span className="ui-stat__value" data-testid="review-due-value">
          {due.data?.dueCount ?? 0}
        </span>
      )}
      <p className="dash-muted dash-small">Questions you missed come back here when it is time to see them again.</p>
      <p className="dash-small">
        <Link to="/review">Start review</Link> · <Link to="/create-test">Create a Test</Link>
      </p>
    </div>
  );
}
