// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('zip lookup exploded');
}

describe('ErrorBoundary', () => {
  it('shows the generic error screen with its link (the words it is given) when an island throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <ErrorBoundary goBack="Back home" onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeNull();
    expect(
      screen.queryByText(
        "We're sorry for the inconvenience! Our team has been notified of the issue. Reload the page or try again later.",
      ),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'zip lookup exploded' }),
      expect.anything(),
    );
    expect(screen.queryByText('zip lookup exploded')).toBeNull();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary goBack="Back home">
        <p>Zip lookup</p>
      </ErrorBoundary>,
    );
    expect(screen.queryByText('Zip lookup')).not.toBeNull();
  });
});
