import { adTracking, variantOf } from '../../telemetry/visit.ts';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { readFragment } from '../../graphql/graphql.ts';
import { FetchMoreReviews } from './graphql/FetchMoreReviews.ts';
import { ReviewCard as ReviewCardFields } from './graphql/ReviewCard.ts';
import { ReviewPage as ReviewPageFields } from './graphql/ReviewPage.ts';
import { getTimedClient } from '../../graphql/timed.ts';
import { SLOW_MESSAGE, friendlyErrorMessage } from '../../graphql/friendly.ts';
import { island } from '../shared/island.tsx';
import { useSlow } from '../shared/slow.ts';
import {
  applyPage,
  emptyList,
  formatReviewDate,
  isReviewSort,
  loadAnnouncement,
  pageVariables,
  readPlace,
  readableEdges,
  reviewerName,
  withPlace,
  type Direction,
  type LoadKind,
  type Review,
  type ReviewList,
  type ReviewListWords,
  type ReviewPage,
  type ReviewSort,
} from './reviewList.ts';
import * as css from './Reviews.css.ts';
import { fill } from '../../copy/fill.ts';

type Props = {
  /** First page for `initialSort`, pre-rendered at build time from the API snapshot. */
  initial: ReviewPage;
  initialSort: ReviewSort;
  pageSize: number;
  /**
   * First pages of the other sorts the `review_default_sort` experiment may start with (spec §9),
   * pre-rendered too: the build's HTML holds every one of them and the visitor's variant picks the
   * one shown before hydration (Reviews.css.ts), so no visitor waits for the script to see a list.
   */
  alternates?: Partial<Record<ReviewSort, ReviewPage>>;
  /** The sort menu's and buttons' words (src/content/pages/reviews.yaml `list`). */
  words: ReviewListWords;
};

/** Five stars, `stars` of them filled, read out as one image (`label`: "Rated 4 out of 5"). */
export function Stars({ stars, label }: { stars: number; label: string }) {
  return (
    <span className={css.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          className={n <= stars ? undefined : css.starOff}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </span>
  );
}

export function ReviewCard({ review: fields, id, words }: { review: Review; id?: string; words: ReviewListWords }) {
  const review = readFragment(ReviewCardFields, fields);
  const name = reviewerName(review, words.anonymous);
  return (
    <article id={id} className={css.card} aria-label={fill(words.reviewBy, { reviewer: name })} tabIndex={-1}>
      <Stars stars={review.stars} label={fill(words.rated, { starCount: review.stars })} />
      <p className={css.body}>{review.body}</p>
      <p className={css.meta}>
        <span className={css.name}>{name}</span>
        {review.publicLocation ? <span>{review.publicLocation}</span> : null}
        <time dateTime={review.received}>{formatReviewDate(review.received)}</time>
      </p>
    </article>
  );
}

type Shown = { list: ReviewList; sort: ReviewSort };

/** The experiment that picks the reviews island's first sort (src/brand/experiments.ts). */
export const SORT_EXPERIMENT = 'review_default_sort';

/** Nothing to subscribe to: the variant is fixed for the page by the head script. */
const subscribeNever = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

const NO_ALTERNATES: Partial<Record<ReviewSort, ReviewPage>> = {};

/**
 * The first sort: the server renders (and hydration sees) `initialSort`; right after hydration,
 * before the browser paints, React re-renders with the visitor's review_default_sort variant when
 * its first page was pre-rendered too and the address asks for no sort of its own. `prerender`: the
 * build's HTML and the hydration render hold every pre-rendered first page (Reviews.css.ts shows
 * the visitor's); the render right after hydration keeps only the one shown.
 */
function useStart(initial: ReviewPage, initialSort: ReviewSort, alternates: Props['alternates'] & object) {
  const startSort = useSyncExternalStore(
    subscribeNever,
    () => {
      const sort = variantOf(SORT_EXPERIMENT, initialSort);
      const usable = isReviewSort(sort) && alternates[sort] && !readPlace(window.location.search, initialSort);
      return usable ? sort : initialSort;
    },
    () => initialSort,
  );
  const prerender = !useSyncExternalStore(subscribeNever, onClient, onServer);
  const start = useMemo<Shown>(
    () => ({ list: applyPage(emptyList, alternates[startSort] ?? initial, {}), sort: startSort }),
    [alternates, initial, startSort],
  );
  return { start, prerender };
}

type Answer = Awaited<ReturnType<ReturnType<typeof useFetchPage>['fetchPage']>>;

/** Asks the API for a page; undefined when a newer request has superseded this one. */
function useFetchPage(pageSize: number) {
  const latest = useRef(0);
  const busyRef = useRef(false);
  const fetchPage = useCallback(
    async (sort: ReviewSort, direction: Direction) => {
      const request = ++latest.current;
      busyRef.current = true;
      const result = await getTimedClient()
        .query(FetchMoreReviews, pageVariables(sort, direction, pageSize, adTracking()), {
          requestPolicy: 'network-only',
        })
        .toPromise();
      if (request !== latest.current) return undefined;
      busyRef.current = false;
      return result;
    },
    [pageSize],
  );
  return { fetchPage, busyRef };
}

/** What finishing a load changes: the island's state setters and refs (all stable across renders). */
type Sink = {
  setBusy: (kind: LoadKind | null) => void;
  setError: (error: string | undefined) => void;
  setSelected: (sort: ReviewSort) => void;
  setShown: (shown: Shown) => void;
  setAnnouncement: (text: string) => void;
  shownRef: { current: Shown | null };
  startRef: { current: Shown };
  focusNext: { current: string | undefined };
  words: ReviewListWords;
};

/** Where the reader's place goes in the address after a load (reload, Back and shared links return to it). */
function keepPlace(kind: LoadKind, sort: ReviewSort, direction: Direction, initialSort: ReviewSort) {
  if (kind === 'more' && 'after' in direction) {
    const url = withPlace(window.location.href, { sort, after: direction.after }, initialSort);
    window.history.replaceState(window.history.state, '', url);
  }
  if (kind === 'sort') {
    window.history.replaceState(window.history.state, '', withPlace(window.location.href, { sort }, initialSort));
  }
}

/** Merges an answer into the list (§4), announces it, moves focus and keeps the place in the URL. */
function finishLoad(
  sink: Sink,
  initialSort: ReviewSort,
  [kind, sort, direction]: [LoadKind, ReviewSort, Direction],
  result: Answer,
) {
  if (!result) return;
  sink.setBusy(null);
  const before = sink.shownRef.current ?? sink.startRef.current;
  const page: ReviewPage | undefined = readFragment(ReviewPageFields, result.data?.publicReviews) ?? undefined;
  if (!page || (kind === 'restore' && readableEdges(page).length === 0)) {
    if (kind === 'restore') {
      // A stale, tampered or finished place: stay on the pre-rendered first page, quietly.
      window.history.replaceState(window.history.state, '', withPlace(window.location.href, undefined, initialSort));
      return;
    }
    sink.setError(friendlyErrorMessage(result.error) ?? sink.words.failed);
    sink.setSelected(before.sort);
    return;
  }
  const replaces = kind === 'sort' || kind === 'restore';
  const list = applyPage(before.list, page, replaces ? {} : direction);
  const next = { list, sort };
  sink.shownRef.current = next;
  sink.setShown(next);
  sink.setSelected(sort);
  const oldIds = new Set(replaces ? [] : before.list.edges.map((edge) => edge.node.id));
  const fresh = list.edges.filter((edge) => !oldIds.has(edge.node.id));
  const further = kind === 'earlier' ? list.pageInfo.hasPreviousPage : list.pageInfo.hasNextPage;
  sink.setAnnouncement(
    loadAnnouncement(
      { kind, added: fresh.length, total: list.edges.length, sortName: sink.words.sorts[sort], further },
      sink.words,
    ),
  );
  if (kind === 'more' || kind === 'earlier') {
    // Focus goes to the first new review (its button may be gone, and it is where reading goes on).
    const target = fresh[0] ?? (further ? undefined : kind === 'more' ? list.edges.at(-1) : list.edges[0]);
    sink.focusNext.current = target?.node.id;
  }
  keepPlace(kind, sort, direction, initialSort);
}

/**
 * The list the reader sees and its loads: what they loaded or chose since the first sort, the
 * busy, error and announcement lines, and the return to a place kept in the address.
 */
function useReviewLoads(
  start: Shown,
  [initialSort, words]: [ReviewSort, ReviewListWords],
  pageSize: number,
  cardId: (id: string) => string,
) {
  // What the reader loaded or chose since (null: still the first sort).
  const [own, setShown] = useState<Shown | null>(null);
  const [ownSelected, setSelected] = useState<ReviewSort | null>(null);
  const shown = own ?? start;
  const selected = ownSelected ?? shown.sort;
  const startRef = useRef(start);
  useLayoutEffect(() => {
    startRef.current = start;
  }, [start]);
  const [busy, setBusy] = useState<LoadKind | null>(null);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const shownRef = useRef<Shown | null>(null);
  const focusNext = useRef<string | undefined>(undefined);
  const { fetchPage, busyRef } = useFetchPage(pageSize);
  const finish = useCallback(
    (kind: LoadKind, sort: ReviewSort, direction: Direction, result: Answer) => {
      const sink = { setBusy, setError, setSelected, setShown, setAnnouncement, shownRef, startRef, focusNext, words };
      finishLoad(sink, initialSort, [kind, sort, direction], result);
    },
    [initialSort, words],
  );

  /** A load the reader asked for: shows it is busy at once. */
  const load = async (kind: LoadKind, sort: ReviewSort, direction: Direction) => {
    // More/earlier clicks are ignored while anything loads; a sort change supersedes a load.
    if ((kind === 'more' || kind === 'earlier') && busyRef.current) return;
    setBusy(kind);
    setError(undefined);
    finish(kind, sort, direction, await fetchPage(sort, direction));
  };

  // A reader who reloads, goes Back or follows a shared link returns to the page they had
  // reached (with "Show earlier reviews" to go back) and to the sort they chose.
  useEffect(() => {
    const place = readPlace(window.location.search, initialSort);
    if (!place) return;
    const kind = place.after ? 'restore' : 'sort';
    const direction = place.after ? { after: place.after } : {};
    void fetchPage(place.sort, direction).then((result) => finish(kind, place.sort, direction, result));
  }, [initialSort, fetchPage, finish]);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = undefined;
    document.getElementById(cardId(id))?.focus();
  });
  return { shown, selected, setSelected, busy, error, announcement, load };
}

/** The sort select; without the island's script (scripting: none) the toolbar hides it. */
function SortField({
  id,
  words,
  sortRef,
  selected,
  onChoose,
}: {
  id: string;
  words: ReviewListWords;
  sortRef: RefObject<HTMLSelectElement | null>;
  selected: ReviewSort;
  onChoose: (sort: ReviewSort) => void;
}) {
  return (
    <div className={css.sortField}>
      <label className={css.sortLabel} htmlFor={id}>
        {words.sortLabel}
      </label>
      <select
        id={id}
        ref={sortRef}
        className={css.select}
        value={selected}
        onChange={(event) => {
          const value = event.target.value;
          if (isReviewSort(value)) onChoose(value);
        }}
      >
        {Object.entries(words.sorts).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The other sorts' pre-rendered first pages (the build's HTML only; CSS shows the visitor's). */
function AlternateLists({
  alternates,
  shownSort,
  words,
}: {
  alternates: Props['alternates'] & object;
  shownSort: ReviewSort;
  words: ReviewListWords;
}) {
  return Object.entries(alternates).map(([sort, page]) =>
    sort === shownSort || !page ? null : (
      <ul key={sort} className={css.list} data-reviews-list={sort}>
        {applyPage(emptyList, page, {}).edges.map((edge) => (
          <li key={edge.node.id} className={css.item}>
            <ReviewCard review={edge.node} words={words} />
          </li>
        ))}
      </ul>
    ),
  );
}

function MoreButton(props: { busy: boolean; busyLabel: string; onClick: () => void; children: string }) {
  return (
    <div className={css.more}>
      <Button variant="secondary" loading={props.busy} busyLabel={props.busyLabel} onClick={props.onClick}>
        {props.children}
      </Button>
    </div>
  );
}

function ReviewsIsland({ initial, initialSort, pageSize, alternates = NO_ALTERNATES, words }: Props) {
  const { start, prerender } = useStart(initial, initialSort, alternates);
  const baseId = useId();
  const cardId = (reviewId: string) => `${baseId}-review-${reviewId}`;
  const { shown, selected, setSelected, busy, error, announcement, load } = useReviewLoads(
    start,
    [initialSort, words],
    pageSize,
    cardId,
  );
  const slow = useSlow(busy !== null);
  const choose = (sort: ReviewSort) => {
    setSelected(sort);
    void load('sort', sort, {});
  };

  // A sort chosen before the island hydrated is applied, not reverted (what shared/form/earlyInput.ts
  // does for the text fields, written out here: this page's first load has no bytes to spare).
  const sortRef = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const chosen = sortRef.current?.value;
    if (chosen && chosen !== selected && isReviewSort(chosen)) choose(chosen);
    // Once, when the island hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { list } = shown;
  const marked = prerender && alternates !== NO_ALTERNATES;
  return (
    <div className={css.root} data-reviews-prerender={marked ? '' : undefined}>
      <div className={css.toolbar}>
        <SortField id={`${baseId}-sort`} words={words} sortRef={sortRef} selected={selected} onChoose={choose} />
        <p className={css.status} role="status">
          {busy ? (slow ? `${words.loading} ${SLOW_MESSAGE}` : words.loading) : announcement}
        </p>
      </div>
      {list.pageInfo.hasPreviousPage && (
        <MoreButton
          busy={busy === 'earlier'}
          busyLabel={words.busy}
          onClick={() => void load('earlier', shown.sort, { before: list.pageInfo.startCursor })}
        >
          {words.earlier}
        </MoreButton>
      )}
      <ul
        className={css.list}
        data-reviews-list={marked ? shown.sort : undefined}
        data-reviews-initial={marked ? '' : undefined}
        aria-busy={busy !== null || undefined}
      >
        {list.edges.map((edge) => (
          <li key={edge.node.id} className={css.item}>
            <ReviewCard review={edge.node} id={cardId(edge.node.id)} words={words} />
          </li>
        ))}
      </ul>
      {prerender && <AlternateLists alternates={alternates} shownSort={shown.sort} words={words} />}
      {error && (
        <p className={css.error} role="alert">
          {error}
        </p>
      )}
      {list.pageInfo.hasNextPage && (
        <MoreButton
          busy={busy === 'more'}
          busyLabel={words.busy}
          onClick={() => void load('more', shown.sort, { after: list.pageInfo.endCursor })}
        >
          {words.more}
        </MoreButton>
      )}
    </div>
  );
}

/** The live reviews list: pre-rendered first page, then more pages, earlier pages and sort. */
export default island('Reviews', ReviewsIsland);
