/** The waitlist's checks, loaded on the form's first focus (or at submit at the latest). */
import { lazyModule } from '../shared/form/lazy.ts';

export const loadValidation = lazyModule(() => import('./validate.ts'));
