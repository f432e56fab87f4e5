/** What the payment step says about a purchase that did not go through, by its named outcome (./outcomes.ts). */
import { Button } from '../../components/ui/Button/Button.tsx';
import { ANOTHER_CARD, buyAgain, PROBLEM_TITLES, type ProblemOutcome } from './outcomes.ts';
import { Problem } from './Problem.tsx';

export type ProblemLinks = {
  appName: string;
  /** The customer app: sign in (appLink('/login')) and redeem (appLink('/customer/choosedate/')). */
  loginUrl: string;
  redeemUrl: string;
  onEditDetails: () => void;
};

function Body({ outcome, links }: { outcome: ProblemOutcome; links: ProblemLinks }) {
  switch (outcome.name) {
    case 'declined':
    case 'insufficientFunds':
      return (
        <p>
          {outcome.message} {ANOTHER_CARD}
        </p>
      );
    case 'alreadyACustomer':
      return (
        <>
          <p>{outcome.message}</p>
          <p>
            <a href={links.loginUrl}>Sign in to the {links.appName} app</a> or{' '}
            <a href={links.redeemUrl}>redeem the voucher you have</a>.
          </p>
        </>
      );
    case 'detailsInvalid':
      return (
        <>
          <p>{outcome.message}</p>
          <p>
            <Button size="small" variant="secondary" onClick={links.onEditDetails}>
              Edit your details
            </Button>
          </p>
        </>
      );
    case 'unconfirmed':
      // The outcome is unknown: say whose side failed (issue 32: a 500 read "when you are back online").
      return (
        <p>
          {outcome.message} {buyAgain(outcome.cause)}
        </p>
      );
    case 'refused':
      return (
        <p>
          {outcome.message} <a href="/deal">Back to the offer</a>
        </p>
      );
  }
}

export function PurchaseProblem({ outcome, links }: { outcome: ProblemOutcome; links: ProblemLinks }) {
  return (
    <Problem title={PROBLEM_TITLES[outcome.name]}>
      <Body outcome={outcome} links={links} />
    </Problem>
  );
}
