/** Where this deployment reaches U.S. Bank's API: read from the environment (README, decision 071). */

/** USBANK_API_URL and USBANK_TOKEN_URL as set, or null when this deployment has no U.S. Bank connection. */
export function usBankApiUrlsFrom(env: Record<string, string | undefined>): { apiUrl: string; tokenUrl?: string } | null {
  const apiUrl = env.USBANK_API_URL?.trim().replace(/\/+$/, '');
  if (!apiUrl) return null;
  return { apiUrl, tokenUrl: env.USBANK_TOKEN_URL?.trim().replace(/\/+$/, '') || undefined };
}
