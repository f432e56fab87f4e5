/** What the payment step says about a purchase that did not go through, by its named outcome (./outcomes.ts). */
import { Button } from '../../components/ui/Button/Button.tsx';
import { buyAgain, problemTitle, type ProblemOutcome } from './outcomes.ts';
import { Problem } from './Problem.tsx';
import { useWords } from './words.tsx';

export type ProblemLinks = {
  /** The customer app: sign in (appLink('/login')) and redeem (appLink('/customer/choosedate/')). */
  loginUrl: string;
  redeemUrl: string;
  onEditDetails: () => void;
};

function Body({ outcome, links }: { outcome: ProblemOutcome; links: ProblemLinks }) {
  const words = useWords().problem;
  switch (outcome.name) {
    case 'declined':
    case 'insufficientFunds':
      return (
        <p>
          {outcome.message} {words.anotherCard}
        </p>
      );
    case 'alreadyACustomer':
      return (
        <>
          <p>{outcome.message}</p>
          <p>
            <a href={links.loginUrl}>{words.signIn}</a> {words.or} <a href={links.redeemUrl}>{words.redeem}</a>.
          </p>
        </>
      );
    case 'detailsInvalid':
      return (
        <>
          <p>{outcome.message}</p>
          <p>
            <Button size="small" variant="secondary" onClick={links.onEditDetails}>
              {words.editDetails}
            </Button>
          </p>
        </>
      );
    case 'unconfirmed':
      // The outcome is unknown: say whose side failed (a 500 read "when you are back online").
      return (
        <p>
          {outcome.message} {buyAgain(outcome.cause, words)}
        </p>
      );
    case 'refused':
      return (
        <p>
          {outcome.message} <a href="/deal">{words.backToOffer}</a>
        </p>
      );
  }
}

export function PurchaseProblem({ outcome, links }: { outcome: ProblemOutcome; links: ProblemLinks }) {
  return (
    <Problem title={problemTitle(outcome.name, useWords().problem)}>
      <Body outcome={outcome} links={links} />
    </Problem>
  );
}
