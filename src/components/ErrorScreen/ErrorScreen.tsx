import { goBack, heading, message, screen } from './ErrorScreen.css.ts';

export const ERROR_HEADING = 'Something went wrong';
export const ERROR_TEXT =
  "We're sorry for the inconvenience! Our team has been notified of the issue. Reload the page or try again later.";

type Props = {
  /** Heading level: h1 on the static error page, h2 inside a page whose h1 is elsewhere. */
  headingLevel?: 'h1' | 'h2';
  /** The link's words: chrome.yaml `errorPage.goBack` (spec §8: "Go Back"), given by the page. */
  goBack: string;
};

/** The generic error screen (spec §8), used by the static error page and the island error boundary. */
export function ErrorScreen({ headingLevel: Heading = 'h1', goBack: goBackWords }: Props) {
  return (
    <div className={screen} role="alert">
      <Heading className={heading}>{ERROR_HEADING}</Heading>
      <p className={message}>{ERROR_TEXT}</p>
      <a className={goBack} href="/">
        {goBackWords}
      </a>
    </div>
  );
}
