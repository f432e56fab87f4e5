/** How customers reach support (/help/ticket/, legal pages), per brand. */
import type { Brand } from '../brand/types.ts';

/** support@ the brand's domain without a leading "www.". */
export function supportEmail(brand: Pick<Brand, 'domain'>): string {
  return `support@${brand.domain.replace(/^www\./, '')}`;
}

/** Hours in which support answers email (US Eastern time). */
export const supportHours = 'Monday to Friday 8 am to 8 pm, Saturday and Sunday 9 am to 5 pm (Eastern Time)';

/** How long a first reply usually takes. */
export const supportReplyTime = 'within one business day';
