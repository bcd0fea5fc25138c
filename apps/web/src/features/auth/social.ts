/**
 * Social sign-in (SPEC §6 firebase channels google and facebook). Getting the Firebase ID token
 * needs the Firebase JS SDK and the brand's Firebase project, which this build does not bundle:
 * a deployment that has them registers a provider, e.g.
 *
 *   setSocialTokenProvider(async (channel) => {
 *     const provider = channel === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
 *     const { user } = await signInWithPopup(getAuth(app), provider);
 *     return user.getIdToken();
 *   });
 *
 * The site then sends { firebaseChannel, firebaseIdToken } to POST /wps/session/login/social,
 * where the server checks the token's signature, issuer, audience and expiry.
 */
export type SocialChannel = 'google' | 'facebook';
export type SocialTokenProvider = (channel: SocialChannel) => Promise<string>;

let provider: SocialTokenProvider | undefined;

/**
 * Where a deployment plugs in its Firebase sign-in (the example above); until then the social buttons
 * say the channel is unavailable.
 * @public
 */
export function setSocialTokenProvider(next: SocialTokenProvider | undefined): void {
  provider = next;
}

/** Thrown when no provider is set, or the player closed the provider's popup. */
export class SocialUnavailableError extends Error {
  constructor(readonly reason: 'not_configured' | 'popup_closed') {
    super(reason);
  }
}

export async function acquireSocialToken(channel: SocialChannel): Promise<string> {
  if (!provider) throw new SocialUnavailableError('not_configured');
  return provider(channel);
}
