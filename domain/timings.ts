/** Timings and limits from spec §9: one constant each, imported wherever they apply. */
export const TOAST_HIDE_MS = 8_000;
export const ALERT_HIDE_MS = 5_000;
export const LOGOUT_REDIRECT_MS = 1_000;
/** With JavaScript, an error notification that arrives after the page loaded shows this much later (spec §8, §9). */
export const ERROR_NOTIFICATION_DELAY_MS = 1_000;
/** A search field filters its list this long after the last keystroke. */
export const REQUEST_DEBOUNCE_MS = 700;
export const REFRESH_REUSE_MS = 5_000;
export const QUERY_RETRY_COUNT = 10;
export const QUERY_RETRY_DELAY_MS = 1_000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const MFA_CODE_TTL_MS = 10 * 60 * 1000;
export const SETUP_MFA_ACCESS_MS = 60 * 60 * 1000;
export const REMEMBER_ME_DAYS = 30;
export const DEFAULT_PAGE = 1;
export const PRODUCTS_PAGE_SIZE = 100;
export const NAME_MAX_LENGTH = 100;
export const LOGIN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
/** Wrong codes allowed per code before it stops working. */
export const MFA_MAX_WRONG_TRIES = 5;
/** How long the signed pending sign-in (between password and code) lives. */
export const MFA_PENDING_SIGN_IN_MS = 30 * 60 * 1000;
export const REMEMBER_ME_MS = REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Sending and confirming codes: window and limits per account and per address. */
export const MFA_LIMIT_WINDOW_MS = 15 * 60 * 1000;
export const MFA_MAX_SENDS_PER_ACCOUNT = 5;
export const MFA_MAX_SENDS_PER_ADDRESS = 20;
export const MFA_MAX_FAILED_CONFIRMS_PER_ACCOUNT = 10;
export const MFA_MAX_FAILED_CONFIRMS_PER_ADDRESS = 30;
export const PASSWORD_RESET_MAX_PER_ACCOUNT = 3;
/** Spec §9 progress bar: it fills over 5 s in steps of 30 or 45 (of what is left), and goes away 200 ms after loading ends. */
export const PROGRESS_BAR_MS = 5_000;
export const PROGRESS_INCREMENTS = [30, 45] as const;
export const LOADING_OFF_MS = 200;
