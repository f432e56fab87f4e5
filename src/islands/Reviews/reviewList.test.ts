import { reviewListWords } from '../../copy/pages.ts';
import { describe, expect, it } from 'vitest';
import {
  applyPage,
  emptyList,
  formatReviewDate,
  initialPageInfo,
  isReviewSort,
  loadAnnouncement,
  pageVariables,
  readableEdges,
  readPlace,
  reviewerName,
  withPlace,
  type Review,
  type ReviewPage,
} from './reviewList.ts';

const review = (id: string, extra: Partial<Review> = {}): Review => ({
  id,
  body: `Review ${id}`,
  stars: 5,
  received: '2026-10-30T12:00:00.000Z',
  publicLocation: 'Austin, TX',
  customer: { firstName: 'Maria', lastName: 'G.' },
  ...extra,
});

const page = (ids: string[], info: Partial<ReviewPage['pageInfo']> = {}): ReviewPage => ({
  edges: ids.map((id) => ({ cursor: `c${id}`, node: review(id) })),
  pageInfo: {
    startCursor: `c${ids[0]}`,
    endCursor: `c${ids.at(-1)}`,
    hasNextPage: true,
    hasPreviousPage: false,
    ...info,
  },
});

const ids = (list: { edges: { node: Review }[] }) => list.edges.map((edge) => edge.node.id);

describe('review list pagination (spec §4)', () => {
  it('starts empty with hasNextPage true, hasPreviousPage false and empty cursors', () => {
    expect(initialPageInfo).toEqual({ startCursor: '', endCursor: '', hasNextPage: true, hasPreviousPage: false });
    expect(emptyList.edges).toEqual([]);
  });

  it('a fetch with no cursor replaces the list and takes its page info', () => {
    const first = applyPage(emptyList, page(['1', '2']), {});
    const replaced = applyPage(first, page(['7', '8'], { hasNextPage: false, hasPreviousPage: true }), {});
    expect(ids(replaced)).toEqual(['7', '8']);
    expect(replaced.pageInfo).toEqual({
      startCursor: 'c7',
      endCursor: 'c8',
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it('a page fetched with an after cursor is appended; the end cursor and hasNextPage move', () => {
    const first = applyPage(emptyList, page(['1', '2']), {});
    const more = applyPage(first, page(['3', '4'], { hasNextPage: false, hasPreviousPage: true }), { after: 'c2' });
    expect(ids(more)).toEqual(['1', '2', '3', '4']);
    expect(more.pageInfo).toEqual({ startCursor: 'c1', endCursor: 'c4', hasNextPage: false, hasPreviousPage: false });
  });

  it('a page fetched with a before cursor is prepended; the start cursor and hasPreviousPage move', () => {
    const deep = applyPage(emptyList, page(['5', '6'], { hasPreviousPage: true }), {});
    const earlier = applyPage(deep, page(['3', '4'], { hasPreviousPage: false, hasNextPage: true }), { before: 'c5' });
    expect(ids(earlier)).toEqual(['3', '4', '5', '6']);
    expect(earlier.pageInfo).toEqual({ startCursor: 'c3', endCursor: 'c6', hasNextPage: true, hasPreviousPage: false });
  });

  it('drops edges whose node is no longer readable', () => {
    const answer: ReviewPage = {
      edges: [
        { cursor: 'c1', node: review('1') },
        { cursor: 'c2', node: null },
        null,
        { cursor: 'c3', node: { id: '3', body: '', stars: 5, received: '2026-01-01' } },
        { cursor: 'c4', node: { id: '4', body: 'ok', stars: 9, received: '2026-01-01' } },
        { cursor: 'c5', node: { id: '5', body: 'Fine', stars: 4 } },
        { cursor: 'c6', node: review('6') },
      ],
      pageInfo: { startCursor: 'c1', endCursor: 'c6', hasNextPage: false, hasPreviousPage: false },
    };
    expect(readableEdges(answer).map((edge) => edge.node.id)).toEqual(['1', '6']);
    expect(ids(applyPage(emptyList, answer, {}))).toEqual(['1', '6']);
  });

  it('never shows the same review twice when pages overlap', () => {
    const first = applyPage(emptyList, page(['1', '2']), {});
    expect(ids(applyPage(first, page(['2', '3']), { after: 'c1' }))).toEqual(['1', '2', '3']);
    expect(ids(applyPage(first, page(['0', '1']), { before: 'c2' }))).toEqual(['0', '1', '2']);
  });

  it('keeps the old cursor when the server sends none', () => {
    const first = applyPage(emptyList, page(['1']), {});
    const empty = applyPage(
      first,
      { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } },
      { after: 'c1' },
    );
    expect(empty.pageInfo.endCursor).toBe('c1');
    expect(empty.pageInfo.hasNextPage).toBe(false);
  });
});

describe('review display helpers', () => {
  it('names the reviewer by first name and last initial', () => {
    expect(reviewerName(review('1'), 'A customer')).toBe('Maria G.');
    expect(reviewerName(review('1', { customer: null }), 'Someone')).toBe('Someone');
  });

  it('formats dates in UTC so build and browser agree', () => {
    expect(formatReviewDate('2026-10-31T23:30:00.000Z')).toBe('October 31, 2026');
    expect(formatReviewDate('not a date')).toBe('');
  });

  it('recognises the four review sorts only', () => {
    expect(isReviewSort('RECENT')).toBe(true);
    expect(isReviewSort('LOCATION_CLOSEST')).toBe(true);
    expect(isReviewSort('OLDEST')).toBe(false);
  });
});

describe('page requests', () => {
  it('asks for the next page after a cursor, the previous one before it, the first without one', () => {
    expect(pageVariables('RECENT', { after: 'c6' }, 6)).toEqual({ first: 6, after: 'c6', filter: { sort: 'RECENT' } });
    expect(pageVariables('RATING_LOWEST', { before: 'c7' }, 6)).toEqual({
      last: 6,
      before: 'c7',
      filter: { sort: 'RATING_LOWEST' },
    });
    expect(pageVariables('LOCATION_CLOSEST', {}, 6)).toEqual({ first: 6, filter: { sort: 'LOCATION_CLOSEST' } });
  });
});

describe('announcements', () => {
  // reviews.yaml `list` as committed, as the page gives it.
  const words = reviewListWords('Tidyhaven');
  const base = { total: 12, sortName: 'Most recent', further: true };
  it('says what was added and where, and how many are shown', () => {
    expect(loadAnnouncement({ ...base, kind: 'more', added: 6 }, words)).toBe(
      '6 more reviews added below. Showing 12 reviews.',
    );
    expect(loadAnnouncement({ ...base, kind: 'earlier', added: 1 }, words)).toBe(
      '1 earlier review added above. Showing 12 reviews.',
    );
  });

  it('names the new order after a sort change and the return to a saved place', () => {
    expect(loadAnnouncement({ ...base, kind: 'sort', added: 6, total: 6, sortName: 'Lowest rated' }, words)).toBe(
      'Showing 6 reviews, lowest rated first.',
    );
    expect(loadAnnouncement({ ...base, kind: 'restore', added: 1, total: 1 }, words)).toBe(
      'Showing 1 review from where you left off.',
    );
  });

  it('tells an empty page from the end of the list', () => {
    expect(loadAnnouncement({ ...base, kind: 'more', added: 0, further: false }, words)).toBe(
      'No more reviews. Showing 12 reviews.',
    );
    expect(loadAnnouncement({ ...base, kind: 'more', added: 0, further: true }, words)).toBe(
      'That page had no reviews to show. Showing 12 reviews.',
    );
  });
});

describe('the place in the URL', () => {
  it('reads a cursor and a sort, and nothing for the pre-rendered first page', () => {
    expect(readPlace('', 'RECENT')).toBeUndefined();
    expect(readPlace('?adgroupid=123&reviews_sort=RECENT', 'RECENT')).toBeUndefined();
    expect(readPlace('?reviews=abc', 'RECENT')).toEqual({ sort: 'RECENT', after: 'abc' });
    expect(readPlace('?reviews=abc&reviews_sort=RATING_LOWEST', 'RECENT')).toEqual({
      sort: 'RATING_LOWEST',
      after: 'abc',
    });
    expect(readPlace('?reviews_sort=RATING_HIGHEST', 'RECENT')).toEqual({ sort: 'RATING_HIGHEST' });
    expect(readPlace('?reviews_sort=OLDEST', 'RECENT')).toBeUndefined();
    expect(readPlace('?reviews=%20', 'RECENT')).toBeUndefined();
  });

  it('writes the place and keeps the other parameters; no place clears it', () => {
    const href = 'https://example.test/deal?adgroupid=123&reviews=old';
    expect(withPlace(href, { sort: 'RECENT', after: 'c6' }, 'RECENT')).toBe(
      'https://example.test/deal?adgroupid=123&reviews=c6',
    );
    expect(withPlace(href, { sort: 'RATING_LOWEST' }, 'RECENT')).toBe(
      'https://example.test/deal?adgroupid=123&reviews_sort=RATING_LOWEST',
    );
    expect(withPlace(href, undefined, 'RECENT')).toBe('https://example.test/deal?adgroupid=123');
    const place = { sort: 'RATING_HIGHEST' as const, after: 'c9' };
    expect(readPlace(new URL(withPlace(href, place, 'RECENT')).search, 'RECENT')).toEqual(place);
  });
});
