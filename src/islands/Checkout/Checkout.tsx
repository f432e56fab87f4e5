/**
 * The voucher checkout (`/checkout/`): 1 your details, 2 your cleaning and the all-in total,
 * 3 payment, then the voucher code and the post-purchase survey. The server render is step 1, so
 * the page has its heading and form before hydration; the state lives in ./controller.ts (its
 * steps and transitions in ./machine.ts).
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { Offer } from '../../domain/pricing.ts';
import { visuallyHidden } from '../../styles/global.css.ts';
import { island } from '../shared/island.tsx';
import * as css from './Checkout.css.ts';
import { DetailsStep } from './DetailsStep.tsx';
import { receiptEmail, STEPS, SUCCESS_STEP, type Step } from './session.ts';
import { createCheckoutStore, loadPurchase, type CheckoutState, type CheckoutStore } from './controller.ts';
import type { CheckoutWords } from './words.tsx';
import { fill } from '../../copy/fill.ts';

/**
 * Only step 1 is in the island's first load (the checkout must work the moment it
 * shows); each later step's code is fetched ahead of need: the option step from the shopper's
 * first focus in step 1, the payment step once step 2 shows, the voucher page once step 3 does
 * (`prefetchSteps`).
 */
/**
 * A step's component loaded on demand: rendered at once when its code is already here (fetched
 * ahead, `load`), so the step never shows its fallback then (React holds a fallback at least
 * 300 ms, and a keyboard shopper's Tab right after Continue would pass the step by); else lazy.
 */
function onDemand<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
): { load: () => Promise<unknown>; Step: ComponentType<Props> } {
  let loaded: ComponentType<Props> | undefined;
  const load = () => importer().then((component) => (loaded = component));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Step = (props: Props) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return { load, Step };
}

const { load: loadOptionStep, Step: OptionStep } = onDemand(() => import('./OptionStep.tsx').then((m) => m.OptionStep));
const { load: loadPaymentStep, Step: PaymentStep } = onDemand(() =>
  import('./PaymentStep.tsx').then((m) => m.PaymentStep),
);
const { load: loadSuccess, Step: Success } = onDemand(() => import('./Success.tsx').then((m) => m.Success));

/** The code of the step after `step` (and of `step` itself, after a reload there), fetched early. */
function prefetchSteps(step: Step): void {
  const ignore = () => undefined; // a failed download is tried again when the step renders
  if (step <= 2) void loadOptionStep().catch(ignore);
  if (step >= 2 && step <= 3) {
    void loadPaymentStep().catch(ignore);
    void loadPurchase().catch(ignore);
  }
  if (step >= 3) void loadSuccess().catch(ignore);
}

export type CheckoutProps = {
  /** The default cohort's offer, rendered at build time (the visitor's cohort replaces it). */
  initialOffer: Offer;
  /** The customer app's redeem page: appLink('/customer/choosedate/'). */
  redeemUrl: string;
  /** The customer app's sign-in page: appLink('/login'). */
  loginUrl: string;
  /** src/content/pages/checkout.yaml `steps`, {brand} filled. */
  words: CheckoutWords;
};

function heading(words: CheckoutWords, step: Step): string {
  if (step === 1) return words.details.heading;
  if (step === 2) return words.option.heading;
  return step === 3 ? words.payment.heading : words.success.heading;
}

/** Each step's name for the tab's title (./edges.ts `showTitle`). */
export function stepNames({ names }: Pick<CheckoutWords, 'names'>) {
  return { 1: names.details, 2: names.option, 3: names.payment, 4: names.voucher } as const;
}

/** "Step {step}": the island's first load fills its one placeholder itself (./words.tsx stays out of it). */
const stepLabel = (sentence: string, step: Step) => fill(sentence, { step });

function Progress({ step, words }: { step: Step; words: CheckoutWords }) {
  return (
    <ol className={css.progress} aria-label={words.progressLabel}>
      {STEPS.map((item) => {
        const current = item.step === step;
        const done = item.step < step;
        return (
          <li
            key={item.step}
            className={css.progressItem}
            aria-current={current ? 'step' : undefined}
            data-state={done ? 'done' : current ? 'current' : 'todo'}
          >
            <span className={css.progressNumber}>
              {stepLabel(words.step, item.step)}
              {done && <span className={visuallyHidden}> {words.done}</span>}
            </span>
            {words.names[item.name]}
          </li>
        );
      })}
    </ol>
  );
}

type Links = Omit<CheckoutProps, 'initialOffer'>;

/**
 * Every step change after the first render moves focus to the new step's heading and scrolls it
 * into view (Back from a long step, or the browser's back, would otherwise leave it off screen).
 */
function useStepFocus(navigation: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (navigation === 0 || !heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'nearest' });
  }, [navigation]);
  return headingRef;
}

/**
 * Once the island is ready, and from then on with every step: the next step's code. On step 1,
 * from the shopper's first focus in the form (a visit that only looks fetches nothing more).
 */
function usePrefetch(ready: boolean, step: Step) {
  useEffect(() => {
    if (!ready) return undefined;
    if (step === 1) {
      const onFocus = () => prefetchSteps(1);
      document.addEventListener('focusin', onFocus, { once: true });
      return () => document.removeEventListener('focusin', onFocus);
    }
    // At once, not on idle: a keyboard shopper may Tab into the next step right after Continue.
    prefetchSteps(step);
    return undefined;
  }, [ready, step]);
}

/** Steps 2 to 4, loaded ahead of need (prefetchSteps); if a step's code is not there yet, the fallback says so. */
function LaterStep({ store, state, formKey, links }: StepProps & { formKey: string }) {
  const { step, saved } = state;
  const { words } = links;
  const option = store.option();
  const quote = state.quote?.state ?? { status: 'loading' as const };
  const disclosures = saved.lead?.disclosures ?? null;
  const shown = { option, plan: state.offer.plan, quote, disclosures };
  const offered = saved.hours === null || state.offer.options.some((choice) => choice.numHours === saved.hours);
  return (
    <Suspense fallback={<p className={css.small}>{words.loading}</p>}>
      {step === 2 && (
        <OptionStep
          key={formKey}
          {...shown}
          options={state.offer.options}
          zipcode={saved.details.zipcode}
          unavailableHours={offered ? null : saved.hours}
          onHours={store.chooseHours}
          onRetryQuote={store.retryQuote}
          onEditDetails={() => store.back(1)}
          onContinue={store.confirmOption}
          words={words}
        />
      )}
      {step === 3 && (
        <PaymentStep
          key={formKey}
          {...shown}
          {...links}
          card={store.card()}
          onCard={store.setCard}
          email={receiptEmail(saved.details.email)}
          onRetryQuote={store.retryQuote}
          onBack={() => store.back(2)}
          onEditDetails={() => store.goTo(1)}
          pay={store.pay}
          words={words}
        />
      )}
      {step === SUCCESS_STEP && saved.purchase && (
        <Success
          purchase={saved.purchase}
          option={option}
          plan={state.offer.plan}
          redeemUrl={links.redeemUrl}
          survey={saved.survey}
          surveyMessage={saved.surveyMessage}
          onSurvey={store.survey}
          words={words}
        />
      )}
    </Suspense>
  );
}

type StepProps = { store: CheckoutStore; state: CheckoutState; links: Links };

function Flow({ store, ...links }: { store: CheckoutStore } & Links) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.getServer);
  const { step, saved } = state;
  const { words } = links;
  const headingRef = useStepFocus(state.navigation);
  usePrefetch(state.ready, step);
  // Steps 2 and 3 take restored values by being mounted again; step 1 is the server-rendered form
  // the shopper may already be typing in, so it stays mounted (focus and caret too) and takes them
  // field by field (DetailsStep).
  const formKey = step === 1 ? '1' : `${step}-${state.generation}`;
  return (
    <div className={css.shell}>
      {step !== SUCCESS_STEP && <Progress step={step} words={words} />}
      <section className={css.step} aria-labelledby="checkout-step-heading">
        <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className={css.stepHeading}>
          {step !== SUCCESS_STEP && <span className={visuallyHidden}>{`${stepLabel(words.stepOf, step)} `}</span>}
          {heading(words, step)}
        </h2>
        {step === 1 && (
          <DetailsStep
            key={formKey}
            details={saved.details}
            generation={state.generation}
            onDetail={store.setDetail}
            onRegistered={store.registered}
            words={words}
          />
        )}
        <LaterStep store={store} state={state} formKey={formKey} links={links} />
      </section>
    </div>
  );
}

function Root({ initialOffer, words, ...links }: CheckoutProps) {
  const [store] = useState(() => createCheckoutStore(initialOffer, stepNames(words)));
  return <Flow store={store} words={words} {...links} />;
}

export default island('Checkout', Root);
