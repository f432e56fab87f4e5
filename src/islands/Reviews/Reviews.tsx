import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { FetchMoreReviews } from '../../graphql/operations.ts';
import { friendlyErrorMessage, getApiClient } from '../../graphql/client.ts';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary.tsx';
import {
  applyPage,
  emptyList,
  formatReviewDate,
  isReviewSort,
  reviewerName,
  sortLabels,
  type Direction,
  type Review,
  type ReviewList,
  type ReviewPage,
  type ReviewSort,
} from './reviewList.ts';
import * as css from './Reviews.css.ts';

/** Query parameter that keeps the reader's place: the cursor after which the last page loaded. */
export const PLACE_PARAM = 'reviews';

type Props = {
  /** First page for `initialSort`, pre-rendered at build time from the API snapshot. */
  initial: ReviewPage;
  initialSort: ReviewSort;
  pageSize: number;
};

type Busy = 'more' | 'earlier' | 'sort' | null;

export function Stars({ stars }: { stars: number }) {
  return (
    <span className={css.stars} role="img" aria-label={`Rated ${stars} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= stars ? undefined : css.starOff}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
        </span>
      ))}
    </span>
  );
}

export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className={css.card} aria-label={`Review by ${reviewerName(review)}`}>
      <Stars stars={review.stars} />
      <p className={css.body}>{review.body}</p>
      <p className={css.meta}>
        {reviewerName(review)}
        {review.publicLocation ? `, ${review.publicLocation}` : ''} ·{' '}
        <time dateTime={review.received}>{formatReviewDate(review.received)}</time>
      </p>
    </article>
  );
}

function ReviewsIsland({ initial, initialSort, pageSize }: Props) {
  const [list, setList] = useState<ReviewList>(() => applyPage(emptyList, initial, {}));
  const [sort, setSort] = useState<ReviewSort>(initialSort);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const busyRef = useRef(false);
  const selectId = useId();

  const load = async (nextSort: ReviewSort, direction: Direction, kind: Exclude<Busy, null>) => {
    if (busyRef.current) return; // clicks are ignored while a page is loading
    busyRef.current = true;
    setBusy(kind);
    setError(undefined);
    const variables =
      'before' in direction
        ? { last: pageSize, before: direction.before, filter: { sort: nextSort } }
        : { first: pageSize, ...('after' in direction ? { after: direction.after } : {}), filter: { sort: nextSort } };
    const result = await getApiClient()
      .query(FetchMoreReviews, variables, { requestPolicy: 'network-only' })
      .toPromise();
    busyRef.current = false;
    setBusy(null);
    if (!result.data) {
      setError(friendlyErrorMessage(result.error) ?? 'Reviews could not be loaded. Please try again.');
      return;
    }
    const page = result.data.publicReviews as ReviewPage;
    let next: ReviewList;
    if (kind === 'sort') next = applyPage(list, page, {});
    else next = applyPage(list, page, direction);
    setList(next);
    setSort(nextSort);
    const added = next.edges.length - (kind === 'sort' ? 0 : list.edges.length);
    setAnnouncement(
      kind === 'sort'
        ? `Showing ${next.edges.length} reviews, ${sortLabels[nextSort].toLowerCase()} first.`
        : `${added} more reviews ${kind === 'earlier' ? 'added above' : 'added below'}. Showing ${next.edges.length} reviews.`,
    );
    if (kind === 'more' && 'after' in direction) {
      const url = new URL(window.location.href);
      url.searchParams.set(PLACE_PARAM, direction.after);
      if (nextSort !== initialSort) url.searchParams.set(`${PLACE_PARAM}_sort`, nextSort);
      window.history.replaceState(window.history.state, '', url);
    }
    if (kind === 'sort') {
      const url = new URL(window.location.href);
      url.searchParams.delete(PLACE_PARAM);
      url.searchParams.delete(`${PLACE_PARAM}_sort`);
      window.history.replaceState(window.history.state, '', url);
    }
  };

  // A reader who reloads (or follows a shared link) comes back to the page they had reached,
  // with "Show earlier reviews" to go back. Unreadable or stale cursors fall back to the first page.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const place = params.get(PLACE_PARAM);
    const placeSort = params.get(`${PLACE_PARAM}_sort`);
    if (!place) return;
    const startSort = isReviewSort(placeSort) ? placeSort : initialSort;
    busyRef.current = true;
    void getApiClient()
      .query(FetchMoreReviews, { first: pageSize, after: place, filter: { sort: startSort } })
      .toPromise()
      .then((result) => {
        busyRef.current = false;
        if (!result.data) return; // keep the pre-rendered first page
        const next = applyPage(emptyList, result.data.publicReviews as ReviewPage, {});
        if (next.edges.length === 0) return;
        setList(next);
        setSort(startSort);
        setAnnouncement(`Showing ${next.edges.length} reviews from where you left off.`);
      });
  }, [initialSort, pageSize]);

  return (
    <div className={css.root}>
      <div className={css.toolbar}>
        <label className={css.sortLabel} htmlFor={selectId}>
          Sort reviews
          <select
            id={selectId}
            className={css.select}
            value={sort}
            disabled={busy !== null}
            onChange={(event) => {
              const value = event.target.value;
              if (isReviewSort(value)) void load(value, {}, 'sort');
            }}
          >
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <p className={css.status} role="status" aria-live="polite">
          {busy ? 'Loading reviews…' : announcement}
        </p>
      </div>
      {list.pageInfo.hasPreviousPage && (
        <div className={css.more}>
          <Button
            variant="secondary"
            loading={busy === 'earlier'}
            onClick={() => void load(sort, { before: list.pageInfo.startCursor }, 'earlier')}
          >
            Show earlier reviews
          </Button>
        </div>
      )}
      <ul className={css.list} aria-busy={busy !== null}>
        {list.edges.map((edge) => (
          <li key={edge.node.id}>
            <ReviewCard review={edge.node} />
          </li>
        ))}
      </ul>
      {error && (
        <p className={css.error} role="alert">
          {error}
        </p>
      )}
      {list.pageInfo.hasNextPage && (
        <div className={css.more}>
          <Button
            variant="secondary"
            loading={busy === 'more'}
            onClick={() => void load(sort, { after: list.pageInfo.endCursor }, 'more')}
          >
            Show more reviews
          </Button>
        </div>
      )}
    </div>
  );
}

/** The live reviews list: pre-rendered first page, more pages, earlier pages and sort. */
export default function Reviews(props: Props) {
  return (
    <ErrorBoundary>
      <ReviewsIsland {...props} />
    </ErrorBoundary>
  );
}
