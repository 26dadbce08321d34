/** What the accounts module needs to build a better-auth instance; parsed from env or given by tests. */
export interface AuthConfig {
  databaseUrl: string;
  /** The origin better-auth answers on, e.g. http://localhost:3000. */
  baseURL: string;
  secret: string;
  /** Secure cookies: on whenever the site is served over https. */
  secureCookies: boolean;
  /** Off only in tests that check something else than limits. */
  rateLimit: boolean;
  social: SocialCredentials;
}

export type SocialProvider = 'google' | 'facebook' | 'apple';
export type SocialCredentials = Partial<Record<SocialProvider, { clientId: string; clientSecret: string }>>;

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook', 'apple'];

/** The providers to offer: both id and secret set. Nothing calls a provider otherwise. */
export function socialCredentials(vars: Record<string, string | undefined>): SocialCredentials {
  const out: SocialCredentials = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const id = vars[`${provider.toUpperCase()}_CLIENT_ID`];
    const secret = vars[`${provider.toUpperCase()}_CLIENT_SECRET`];
    if (id && secret) out[provider] = { clientId: id, clientSecret: secret };
  }
  return out;
}
