import { useEffect, useState } from 'react';
import { getApiClient } from '../../graphql/client.ts';
import { DealsReferralData } from './graphql/DealsReferralData.ts';
import { island } from '../shared/island.tsx';
import { browserStorage, forgetReferralCode, referralMessage, takeReferralCode } from './referral.ts';
import * as css from './Referral.css.ts';

type Props = {
  /** What the line says without a (known) referral, e.g. "New client offer". */
  label: string;
  /** What it says once the friend is known: deal.yaml `referred` ("{referrer} sent you this offer"). */
  referred: string;
};

/**
 * The hero's offer line. With a referral code (from `?referral_id=` or stored earlier) that the API
 * knows, it names the friend: "{referrer} sent you this offer" (deal.yaml `referred`). It replaces the label in
 * place, on one line, so nothing moves; an unknown code leaves the label and is forgotten.
 */
function ReferralLine({ label, referred }: Props) {
  const [hostName, setHostName] = useState<string | undefined>();

  useEffect(() => {
    const storage = browserStorage();
    const code = takeReferralCode(window.location.search, storage);
    if (!code) return;
    let current = true;
    void getApiClient()
      .query(DealsReferralData, { code })
      .toPromise()
      .then((result) => {
        if (!current || !result.data) return; // transport or server trouble: keep the code, show nothing
        const name = result.data.customerReferral?.hostName.trim();
        if (name) setHostName(name);
        else forgetReferralCode(storage, code);
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <span className={css.text} aria-live="polite">
      {hostName ? referralMessage(hostName, referred) : label}
    </span>
  );
}

export default island('Referral', ReferralLine);
