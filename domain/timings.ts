/** Timings and limits from spec §9: one constant each, imported wherever they apply. */
export const TOAST_HIDE_MS = 8_000;
export const ALERT_HIDE_MS = 5_000;
export const LOGOUT_REDIRECT_MS = 1_000;
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
