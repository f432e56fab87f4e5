/** Step 2: choose the cleaning and see the all-in total for the shopper's zip code. */
import { useId, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import type { CleaningOption } from '../../domain/offer.ts';
import type { PlanTerms } from '../../domain/pricing.ts';
import { visuallyHidden } from '../../styles/global.css.ts';
import * as css from './Checkout.css.ts';
import { useWords, withWords } from './words.tsx';
import { fill } from '../../copy/fill.ts';
import type { Disclosures } from './session.ts';
import { Summary } from './Summary.tsx';
import { QuoteActions } from './QuoteActions.tsx';
import type { QuoteState } from './totals.ts';
import { formatMoney as money } from '../../domain/format.ts';

type Props = {
  options: readonly CleaningOption[];
  option: CleaningOption;
  plan: PlanTerms;
  quote: QuoteState;
  disclosures: Disclosures | null;
  zipcode: string;
  /** Hours the link asked for that this offer has no option of (the option shown is another). */
  unavailableHours: number | null;
  onHours: (hours: number) => void;
  onRetryQuote: () => void;
  onEditDetails: () => void;
  onContinue: () => void;
};

/** The cleaning options as radio buttons, each with its hours, what it suits, its price and the full price. */
function OptionChoices({
  id,
  options,
  option,
  onHours,
}: Pick<Props, 'options' | 'option' | 'onHours'> & { id: string }) {
  const words = useWords().option;
  return (
    <div className={css.options}>
      {options.map((choice) => {
        const inputId = `${id}-${choice.numHours}`;
        return (
          <label key={choice.numHours} className={css.option} htmlFor={inputId}>
            <input
              id={inputId}
              className={css.radio}
              type="radio"
              name={`${id}-hours`}
              value={choice.numHours}
              checked={choice.numHours === option.numHours}
              onChange={() => onHours(choice.numHours)}
            />
            <span className={css.optionText}>
              <span className={css.optionName}>{choice.name}</span>
              <span className={css.optionMeta}>
                {fill(words.hours, { chosenHours: choice.numHours })} · {choice.description}
              </span>
            </span>
            <span className={css.optionPrice}>
              <span className={css.price}>{money(choice.price)}</span>
              <span className={css.was}>
                <span className={visuallyHidden}>{words.fullPrice} </span>
                {money(choice.undiscountedPrice)}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

function OptionForm(props: Props) {
  const { options, option, quote } = props;
  const id = useId();
  const words = useWords().option;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quote.status === 'ok') props.onContinue();
    else if (quote.status === 'error') props.onRetryQuote();
  };
  return (
    <form className={css.form} noValidate onSubmit={submit}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{words.legend}</legend>
        {props.unavailableHours !== null && (
          // A link for an option the visitor's offer lacks never silently becomes another option.
          <p className={css.notice} role="status">
            {fill(words.unavailable, {
              askedHours: props.unavailableHours,
              chosen: option.name,
              chosenHours: option.numHours,
            })}
          </p>
        )}
        <OptionChoices id={id} options={options} option={option} onHours={props.onHours} />
      </fieldset>
      <Summary
        id={`${id}-summary`}
        option={option}
        quote={quote}
        plan={props.plan}
        disclosures={props.disclosures}
        onRetry={props.onRetryQuote}
      />
      {quote.status === 'error' && quote.zipcode && (
        <p>
          <Button variant="secondary" onClick={props.onEditDetails}>
            {fill(words.changeZip, { zipcode: props.zipcode })}
          </Button>
        </p>
      )}
      <QuoteActions quote={quote} back={words.back} onBack={props.onEditDetails}>
        {words.continue}
      </QuoteActions>
    </form>
  );
}

/** Step 2, given the checkout's words by the island. */
export const OptionStep = withWords(OptionForm);
