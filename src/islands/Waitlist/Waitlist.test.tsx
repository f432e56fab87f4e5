// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageEntry } from '../../copy/pages.ts';
import Waitlist from './Waitlist.tsx';
import { answerWith, description, fillAndSubmit, renderForEachTest } from '../shared/testApi.ts';

const mutation = vi.fn();
vi.mock('../../graphql/client.ts', () => ({ getApiClient: () => ({ mutation }) }));
// The island asks through the client with a deadline (src/graphql/timed.ts).
vi.mock('../../graphql/timed.ts', () => ({ getTimedClient: () => ({ mutation }) }));

const answer = (result: unknown) => answerWith(mutation, result);

const email = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
const zipcode = () => screen.getByRole('textbox', { name: 'Zip code' }) as HTMLInputElement;

const join = (values: { email: string; zipcode: string }) =>
  fillAndSubmit({ Email: values.email, 'Zip code': values.zipcode }, 'Join the waitlist');

// The words are the page's: deal.yaml `waitlistForm` as committed.
renderForEachTest(() => <Waitlist goBack="Go Back" words={pageEntry('deal').waitlistForm} />, mutation);

describe('Waitlist', () => {
  it('ties each §5 message to its field, focuses the first, and sends nothing', async () => {
    await join({ email: 'jane.doe@', zipcode: '6060' });
    await waitFor(() => expect(description(email())).toBe('Enter a valid email address'));
    expect(description(zipcode())).toBe('Enter a valid 5-digit zipcode');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(mutation).not.toHaveBeenCalled();
  });

  it('clears a field’s message as soon as what is typed is right', async () => {
    await join({ email: 'jane.doe@', zipcode: '60601' });
    await waitFor(() => expect(description(email())).toBe('Enter a valid email address'));
    fireEvent.change(email(), { target: { value: 'jane.doe@example.com' } });
    await waitFor(() => expect(email().getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('sends the cleaned-up input and shows the API’s confirmation', async () => {
    const message = "You're on the waitlist. We'll email you when vouchers are back.";
    answer({ data: { joinVoucherWaitlist: { success: true, message, fieldErrors: [] } } });
    await join({ email: ' Jane.Doe@Example.com ', zipcode: '60601' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(mutation.mock.calls[0]![1]).toMatchObject({ input: { zipcode: '60601' } });
    expect((mutation.mock.calls[0]![1] as { input: { email: string } }).input.email).toMatch(
      /^jane\.doe@example\.com$/i,
    );
  });

  it('puts the API’s field errors on their fields and keeps what was typed', async () => {
    answer({
      data: {
        joinVoucherWaitlist: {
          success: false,
          message: 'Please check the zip code.',
          fieldErrors: [{ field: 'zipcode', message: 'Enter a valid 5-digit zipcode' }],
        },
      },
    });
    await join({ email: 'jane@example.com', zipcode: '60601' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Please check the zip code.'));
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(description(zipcode())).toBe('Enter a valid 5-digit zipcode');
    expect(email().value).toBe('jane@example.com');
  });
});

describe('Waitlist submission (TanStack Form)', () => {
  it('checks a field when it is left with something typed, before any submit', async () => {
    fireEvent.focus(email());
    fireEvent.change(email(), { target: { value: 'jane.doe@' } });
    fireEvent.blur(email());
    await waitFor(() => expect(description(email())).toBe('Enter a valid email address'));
    fireEvent.blur(zipcode());
    expect(description(zipcode())).toBe('');
  });

  it('sends once for a second press while the first is on its way, and says it is busy', async () => {
    let reply: (value: unknown) => void = () => undefined;
    mutation.mockReturnValue({ toPromise: () => new Promise((resolve) => (reply = resolve)) });
    await join({ email: 'jane@example.com', zipcode: '60601' });
    const button = screen.getByRole('button', { name: /Join the waitlist|Joining/ });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.submit(button.closest('form')!);
    const message = "You're on the waitlist. We'll email you when vouchers are back.";
    reply({ data: { joinVoucherWaitlist: { success: true, message, fieldErrors: [] } } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).not.toBe('true');
  });

  it('keeps the API’s field message only while the field holds the value it was about', async () => {
    answer({
      data: {
        joinVoucherWaitlist: {
          success: false,
          message: 'Please check the email.',
          fieldErrors: [{ field: 'email', message: 'This email cannot join' }],
        },
      },
    });
    await join({ email: 'jane@example.com', zipcode: '60601' });
    await waitFor(() => expect(description(email())).toBe('This email cannot join'));
    expect(document.activeElement).toBe(email());
    fireEvent.change(email(), { target: { value: 'jane2@example.com' } });
    await waitFor(() => expect(description(email())).toBe(''));
  });
});
