/* global process */
// Preloaded (node --import) by scripts/reproducible.ts: moves this process's clock, and its
// children's through NODE_OPTIONS, PUBLICWEB_CLOCK_SHIFT_DAYS days ahead, as a build on another
// day would see it.
const shift = Number(process.env.PUBLICWEB_CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...args);
  }
  static now() {
    return RealDate.now() + shift;
  }
}
globalThis.Date = ShiftedDate;
