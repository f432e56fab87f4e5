// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon } from './Icon.tsx';

afterEach(cleanup);

describe('Icon', () => {
  it('logs a warning and renders nothing for an unknown name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Icon name="no-such-icon" />);
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"no-such-icon"'));
  });

  it('does not treat inherited object keys as icon names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Icon name="toString" />);
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('is hidden from assistive technology unless labelled', () => {
    const { container } = render(<Icon name="star" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    render(<Icon name="facebook" label="Tidyhaven on Facebook" size={18} />);
    const labelled = screen.getByRole('img', { name: 'Tidyhaven on Facebook' });
    expect(labelled.getAttribute('width')).toBe('18');
  });
});
