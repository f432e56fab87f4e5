/**
 * FAQ answers that the API makes local or current, as islands inside the deal page's closed
 * <details>: the HTML carries a true static answer, and the island replaces its text in place
 * after load, never while its question is open (the island hydrates when the question is opened,
 * so the API's answer shows from the next opening on). If the API cannot answer, the static
 * answer stays.
 */
import { useEffect, useRef, useState } from 'react';
import { getApiClient } from '../../graphql/client.ts';
import { BrowserLocation } from './graphql/BrowserLocation.ts';
import { FAQBrowserLocation } from './graphql/FAQBrowserLocation.ts';
import { LMCPolicyQuery } from './graphql/LMCPolicyQuery.ts';
import { island } from '../shared/island.tsx';
import {
  cancellationAnswer,
  nearMeAnswer,
  type CancellationWords,
  type LmcPolicy,
  type NearMeWords,
} from './answers.ts';

type AnswerProps = { className?: string | undefined };

/**
 * The answer as shown: a newer text (the API's answer arrives after the question was opened, which
 * is when the island hydrates) waits while its question is open, and shows once it is closed, so
 * nothing changes under a reader's eyes.
 */
function Answer({ className, text }: AnswerProps & { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [shown, setShown] = useState(text);
  useEffect(() => {
    const details = ref.current?.closest('details');
    if (!details?.open) {
      setShown(text);
      return;
    }
    const onToggle = () => {
      if (!details.open) setShown(text);
    };
    details.addEventListener('toggle', onToggle);
    return () => details.removeEventListener('toggle', onToggle);
  }, [text]);
  return (
    <p className={className} ref={ref}>
      {shown}
    </p>
  );
}

function NearMe({ className, words }: AnswerProps & { words: NearMeWords }) {
  const [text, setText] = useState(() => nearMeAnswer(words));

  useEffect(() => {
    let current = true;
    const client = getApiClient();
    void Promise.all([
      client.query(BrowserLocation, {}).toPromise(),
      client.query(FAQBrowserLocation, {}).toPromise(),
    ]).then(([location, rate]) => {
      const estimate = location.data?.estimatedBrowserLocation;
      if (!current || !estimate) return;
      setText(
        nearMeAnswer(words, {
          state: estimate.nearbyState,
          cities: estimate.nearbyCities,
          memberHourlyRate: rate.data?.estimatedBrowserLocation.memberHourlyRate,
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [words]);

  return <Answer className={className} text={text} />;
}

/** "Do you have cleaners near me?": the visitor's state, nearby cities and member hourly rate. */
export const NearMeAnswer = island('NearMeAnswer', NearMe);

function Cancellation({ className, policy, words }: AnswerProps & { policy: LmcPolicy; words: CancellationWords }) {
  const [current, setCurrent] = useState(policy);

  useEffect(() => {
    let mounted = true;
    void getApiClient()
      .query(LMCPolicyQuery, {})
      .toPromise()
      .then((result) => {
        if (mounted && result.data) setCurrent(result.data);
      });
    return () => {
      mounted = false;
    };
  }, []);

  return <Answer className={className} text={cancellationAnswer(words, current)} />;
}

/** "Can I reschedule or cancel?": the LMC policy, from the build's snapshot, refreshed from the API. */
export const CancellationAnswer = island('CancellationAnswer', Cancellation);
