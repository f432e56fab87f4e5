/**
 * The preview's draft number (./preview.ts): the pane loads the built page again when, and only
 * when, the number changes, so it moves with the words shown and not with every message.
 */
import { describe, expect, it } from 'vitest';
import { createPreview } from './preview.ts';

const preview = () =>
  createPreview({
    repoRoot: process.cwd(),
    distRoot: '/nonexistent',
    editorOrigin: 'http://127.0.0.1:1',
    host: '127.0.0.1',
  });

describe('the draft shown on a brand’s preview', () => {
  it('keeps its number while the words are the same, and moves it when they change', () => {
    const previews = preview();
    expect(previews.setDraft('brightwick', [])).toBe(0); // an entry opened: nothing typed, nothing to reload
    const typed = previews.setDraft('brightwick', [['Old headline', 'New headline']]);
    expect(typed).toBe(1);
    expect(previews.setDraft('brightwick', [['Old headline', 'New headline']])).toBe(typed);
    expect(previews.setDraft('brightwick', [['Old headline', 'Newer headline']])).toBe(2);
    expect(previews.setDraft('brightwick', [])).toBe(3); // typed back to the saved words: shown again without the draft
    expect(previews.setDraft('maple-and-mop', [])).toBe(0); // each brand its own
  });
});
