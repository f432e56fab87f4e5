import { findDrift } from './tests/lib/docDrift.ts';
for (const d of findDrift('/work/wt24')) console.log(d.doc, '|', d.problem);
