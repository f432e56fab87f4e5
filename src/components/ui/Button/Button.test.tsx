// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { button } from './Button.css.ts';
import { buttonClass } from './buttonClass.ts';

afterEach(cleanup);

describe('Button', () => {
  it('calls onClick in the normal state', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay $19</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $19' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores clicks while loading, stays focusable and announces that it is busy', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { container } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" loading busyLabel="Working on it" onClick={onClick}>
          Pay $19
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Pay \$19/ });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    // The words it is given (an island's, from the page) are what screen readers hear.
    expect(button.textContent).toContain('Working on it');
    // The label stays in the DOM (only made transparent) so the button keeps its width.
    expect(container.querySelector('button > span')?.textContent).toBe('Pay $19');
  });

  it('is truly disabled when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay $19
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay $19' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders different classes for each size and variant', () => {
    render(
      <>
        <Button size="large">a</Button>
        <Button size="tiny" variant="tertiary">
          b
        </Button>
      </>,
    );
    const [large, tiny] = screen.getAllByRole('button');
    expect(large?.className).not.toBe(tiny?.className);
  });

  it('has exactly the classes of the button recipe that pages use, for every size and variant, without its runtime', () => {
    const sizes = ['large', 'medium', 'small', 'tiny'] as const;
    const variants = ['primary', 'secondary', 'emphasis', 'tertiary'] as const;
    for (const size of sizes) {
      for (const variant of variants) {
        for (const fullWidth of [false, true]) {
          const { unmount } = render(
            <Button size={size} variant={variant} fullWidth={fullWidth}>
              x
            </Button>,
          );
          expect(screen.getByRole('button').className, `${size} ${variant} ${fullWidth}`).toBe(
            button({ size, variant, fullWidth }),
          );
          unmount();
          expect(buttonClass({ size, variant, fullWidth })).toBe(button({ size, variant, fullWidth }));
        }
      }
    }
    render(<Button>default</Button>);
    expect(screen.getByRole('button').className).toBe(button());
    expect(buttonClass()).toBe(button());
  });
});
