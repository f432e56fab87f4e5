// @vitest-environment jsdom
import { useForm } from '@tanstack/react-form';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatExpiry } from '#src/schemas/card.ts';
import { EmailSchema, messages } from '#src/schemas/fields.ts';
import { errorText, fieldChecks, TextField } from './TextField.tsx';

afterEach(cleanup);

describe('formatExpiry', () => {
  it('adds the slash of MM/YY while digits are typed', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('4', '')).toBe('04/');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('1228', '')).toBe('12/28');
  });

  it('leaves deleting and anything else alone, and reads a typed single-digit month', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1/', '1')).toBe('01/');
    expect(formatExpiry('ab', 'a')).toBe('ab');
  });

  it('reads a four-digit year as YY', () => {
    expect(formatExpiry('12/2028', '')).toBe('12/28');
    expect(formatExpiry('122028', '')).toBe('12/28');
  });
});

describe('errorText', () => {
  it('reads strings, issues and lists of issues', () => {
    expect(errorText('Enter a valid email address')).toBe('Enter a valid email address');
    expect(errorText([{ message: 'Invalid security code' }])).toBe('Invalid security code');
    expect(errorText(undefined)).toBeUndefined();
  });
});

function EmailForm() {
  const form = useForm({ defaultValues: { email: '' } });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.validateAllFields('submit');
      }}
    >
      <form.Field name="email" validators={fieldChecks(EmailSchema)}>
        {(field) => <TextField field={field} id="email" label="Email" />}
      </form.Field>
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextField', () => {
  it('shows the §5 message on blur, tied to the input, and clears it once the value is fixed', async () => {
    render(<EmailForm />);
    const input = screen.getByLabelText('Email');
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBeNull(); // tabbed past without typing

    fireEvent.change(input, { target: { value: 'dana@example' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(messages.email);

    fireEvent.change(input, { target: { value: 'dana@example.com' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the message of an empty required field on submit', async () => {
    render(<EmailForm />);
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    await waitFor(() => expect(screen.queryByText(messages.email)).not.toBeNull());
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});
