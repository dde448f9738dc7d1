/** The forms of the profile pages, by the value of their `intent` field (read by the page and by its action). */
export const PROFILE_INTENT = 'profile';
export const PASSWORD_INTENT = 'password';
export const TIME_ZONE_INTENT = 'time-zone';
/** The forms of the MFA section: each answers a refusal as the section's one message. */
export const MFA_INTENTS = ['mfa-start', 'mfa-cancel', 'mfa-skip', 'resend', 'confirm'] as const;
