/**
 * What a visitor typed or chose before the island hydrated. The server-rendered fields work as
 * soon as they are painted, but the island's state starts from the values it rendered; without
 * this, React's next render of a controlled field writes that start value back over the DOM
 * (`shopper@example.com` typed during the first second ended as `com`).
 *
 * `useEarlyInput` runs once, when the field mounts (that is, when it hydrates): if the element
 * holds something other than what was rendered, the field's own change handler gets it (so the
 * form state, its formatting and its mirrors see it as if it had just been typed) and, when the
 * visitor already moved on to another field, its blur handler too (so the field's check runs on
 * it, as it would have). Generic: it knows nothing about the form library or the field.
 */
import { useLayoutEffect, type ChangeEvent, type FocusEvent, type SyntheticEvent } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A change or blur event for handlers that read `target` / `currentTarget` (all of ours do). */
export function eventFor<E extends Field, T extends SyntheticEvent<E>>(element: E, type: string): T {
  return { type, target: element, currentTarget: element } as unknown as T;
}

/** The value a field was rendered with (controlled `value`, else `defaultValue`), as the DOM writes it. */
export function renderedValue(value: unknown, defaultValue: unknown): string {
  const rendered = value ?? defaultValue ?? '';
  return Array.isArray(rendered) ? rendered.join(',') : String(rendered);
}

/**
 * On mount, hands a value entered before hydration to the field's handlers (see the file comment).
 * `rendered` is what the island rendered into the field; the handlers are the field's own.
 */
export function useEarlyInput<E extends Field>(
  /** The field's element once mounted. */
  element: () => E | null,
  rendered: string,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  onBlur: ((event: FocusEvent<E>) => void) | undefined,
): void {
  useLayoutEffect(() => {
    const field = element();
    if (!field || field.value === rendered) return;
    onChange?.(eventFor(field, 'change'));
    if (field.ownerDocument.activeElement !== field) onBlur?.(eventFor(field, 'blur'));
    // Once, on mount: later renders are the island's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
