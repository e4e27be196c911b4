// Whether this user's intro (the guide cards) was over when Home last showed it, on this device:
// while the cards load, Home then shows the line that ends the intro rather than five placeholder
// cards, which collapsed to that line every time the page opened. Keyed by user, so that
// another account on the same browser is not told its intro is over.
const key = (userId: string) => `portal-intro-over:${userId}`;

export function introWasOver(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function rememberIntro(userId: string | undefined, over: boolean): void {
  if (!userId) return;
  try {
    if (over) localStorage.setItem(key(userId), '1');
    else localStorage.removeItem(key(userId));
  } catch {
    // Storage refused (private mode, full): the placeholder is the five cards then.
  }
}
