/** The payment step's card fields: number (with its brand and length as the hint), MM/YY and security code. */
import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { brandNames, cardBrand, cardDigits, cardLength, formatCardNumber, formatExpiry } from '../../schemas/card.ts';
import { CardNumberSchema, cardExpirationSchema, CvcSchema } from '../../schemas/fields.ts';
import { submitOptions, type ServerError } from '../shared/form/submit.ts';
import { fieldChecks, TextField } from '../shared/form/TextField.tsx';
import * as css from './Checkout.css.ts';
import { useWords, type CheckoutWords } from './words.tsx';
import { fill } from '../../copy/fill.ts';
import type { CardValues } from './session.ts';

export const CARD_ORDER = ['ccNumber', 'ccExpiration', 'cvc'] as const;
export type CardName = (typeof CARD_ORDER)[number];

/** The hint under "Card number": the brand once the first digits tell it, and how many digits it has. */
function cardHint(value: string, words: CheckoutWords['payment']): string {
  const digits = cardDigits(value);
  const brand = cardBrand(digits);
  if (digits.length < 2 || brand === 'card') return words.cardNumberHint;
  return fill(words.cardBrandHint, { cardBrand: brandNames[brand], cardDigits: cardLength(brand) });
}

/** The card form, from the values kept in memory (a step left and opened again). */
export function useCardForm(card: CardValues) {
  return useForm({ ...submitOptions, defaultValues: card });
}
export type CardForm = ReturnType<typeof useCardForm>;

type Props = {
  form: CardForm;
  fieldId: (name: CardName) => string;
  serverErrors: Partial<Record<CardName, ServerError>>;
  /** Every change, so the card survives a move between steps (in memory only). */
  onValue: () => void;
};

export function CardFields({ form, fieldId, serverErrors, onValue }: Props) {
  const [expirySchema] = useState(() => cardExpirationSchema());
  const words = useWords().payment;
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{words.card}</legend>
      <form.Field name="ccNumber" validators={fieldChecks(CardNumberSchema)}>
        {(field) => (
          <TextField
            field={field}
            id={fieldId('ccNumber')}
            serverError={serverErrors.ccNumber}
            label={words.cardNumber}
            hint={cardHint(field.state.value, words)}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            spellCheck={false}
            format={formatCardNumber}
            onValue={onValue}
          />
        )}
      </form.Field>
      <div className={css.cardRow}>
        <form.Field name="ccExpiration" validators={fieldChecks(expirySchema)}>
          {(field) => (
            <TextField
              field={field}
              id={fieldId('ccExpiration')}
              serverError={serverErrors.ccExpiration}
              label={words.expiry}
              hint={words.expiryHint}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              format={formatExpiry}
              onValue={onValue}
            />
          )}
        </form.Field>
        <form.Field name="cvc" validators={fieldChecks(CvcSchema)}>
          {(field) => (
            <TextField
              field={field}
              id={fieldId('cvc')}
              serverError={serverErrors.cvc}
              label={words.securityCode}
              hint={words.securityCodeHint}
              autoComplete="cc-csc"
              inputMode="numeric"
              onValue={onValue}
            />
          )}
        </form.Field>
      </div>
    </fieldset>
  );
}
