/** The sandbox provider's OAuth client: the only client its consent page and token endpoint accept. */
export const SANDBOX_CLIENT = { clientId: 'payloft-sandbox', clientSecret: 'payloft-sandbox-secret' } as const;
