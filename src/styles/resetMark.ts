/**
 * The rule that starts the reset (./reset.ts), by which the built-site check (tests/built/) finds
 * every copy of it; a module of its own because the check runs without vanilla-extract.
 */
export const RESET_SIGNATURE = '*,:before,:after{box-sizing:border-box}';
