/** How customers reach support (/help/ticket/, legal pages), per brand; its hours are src/domain/support.ts. */
import type { Brand } from '../brand/types.ts';

/** support@ the brand's domain without a leading "www.". */
export function supportEmail(brand: Pick<Brand, 'domain'>): string {
  return `support@${brand.domain.replace(/^www\./, '')}`;
}
