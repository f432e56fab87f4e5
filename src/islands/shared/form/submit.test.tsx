// @vitest-environment jsdom
/**
 * A form's submission is TanStack Form's: a second press while it runs sends nothing, every field
 * is checked on every attempt (also a first one on a form already known to be invalid), focus goes
 * to the first invalid field, and the server's message for a field stays while it holds that value.
 */
import { useForm } from '@tanstack/react-form';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitOptions, useSubmitPipeline, type ServerFieldErrors } from './submit.ts';
import { fieldChecks, TextField } from './TextField.tsx';

afterEach(cleanup);

/** Types a value as a change event, as the field's input reports it. */
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const ORDER = ['email', 'zip'] as const;
const Email = v.pipe(v.string(), v.nonEmpty('Enter your email'), v.email('Not an email'));
const Zip = v.pipe(v.string(), v.nonEmpty('Enter your zip'), v.regex(/^\d{5}$/, 'Five digits'));

function Form({ send }: { send: () => Promise<ServerFieldErrors | undefined> }) {
  const form = useForm({ ...submitOptions, defaultValues: { email: '', zip: '' } });
  const { busy, submit, serverErrors } = useSubmitPipeline({ form, order: ORDER, fieldId: (name) => `f-${name}` });
  return (
    <form noValidate onSubmit={(event) => void submit(event, send)}>
      <form.Field name="email" validators={fieldChecks(Email)}>
        {(field) => <TextField field={field} id="f-email" label="Email" serverError={serverErrors.email} />}
      </form.Field>
      <form.Field name="zip" validators={fieldChecks(Zip)}>
        {(field) => <TextField field={field} id="f-zip" label="Zip" serverError={serverErrors.zip} />}
      </form.Field>
      <button type="submit" aria-busy={busy}>
        Send
      </button>
    </form>
  );
}

describe('the submit pipeline on TanStack Form', () => {
  it('sends once for two presses in a row, and is busy while it sends', async () => {
    let answer: (errors: ServerFieldErrors | undefined) => void = () => {};
    const send = vi.fn(() => new Promise<ServerFieldErrors | undefined>((resolve) => (answer = resolve)));
    render(<Form send={send} />);
    type('Email', 'a@example.com');
    type('Zip', '60601');
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(undefined));
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('checks every field when one is already invalid, and focuses the first', async () => {
    const send = vi.fn(async () => undefined);
    render(<Form send={send} />);
    type('Email', 'nope');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText('Not an email')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your zip')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the server’s message for a field while it holds the value it was about', async () => {
    const send = vi.fn(async () => ({ zip: 'We do not serve 99501 yet.' }));
    render(<Form send={send} />);
    type('Email', 'a@example.com');
    type('Zip', '99501');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We do not serve 99501 yet.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Zip'));
    type('Zip', '99502');
    expect(screen.queryByText('We do not serve 99501 yet.')).toBeNull();
  });
});
