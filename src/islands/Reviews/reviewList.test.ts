import { describe, expect, it } from 'vitest';
import {
  applyPage,
  emptyList,
  formatReviewDate,
  initialPageInfo,
  isReviewSort,
  readableEdges,
  reviewerName,
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
    expect(reviewerName(review('1'))).toBe('Maria G.');
    expect(reviewerName(review('1', { customer: null }))).toBe('A customer');
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
