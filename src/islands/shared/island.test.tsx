// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queuedReports } from '../../lib/reportError.ts';
import { island } from './island.tsx';

beforeEach(() => {
  globalThis.__publicwebErrors = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Greeting({ name }: { name: string }) {
  if (name === '') throw new Error('no name to greet');
  return <p>Hello {name}</p>;
}

const GreetingIsland = island('Greeting', Greeting);

describe('island()', () => {
  it('renders the content with its props', () => {
    render(<GreetingIsland goBack="Back home" name="Dana" />);
    expect(screen.queryByText('Hello Dana')).not.toBeNull();
    expect(queuedReports()).toEqual([]);
  });

  it('shows the §8 error screen in place of a failing island and reports it under the island name', () => {
    render(<GreetingIsland goBack="Back home" name="" />);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeNull();
    expect(screen.queryByText('no name to greet')).toBeNull();
    // The link's words are the page's (chrome.yaml `errorPage.goBack`), not the code's.
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/');
    expect(queuedReports()).toEqual([
      expect.objectContaining({
        message: 'no name to greet',
        context: expect.objectContaining({ source: 'Greeting' }),
      }),
    ]);
  });
});
