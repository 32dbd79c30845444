import { COOKIE_MAX_AGE_SEC, FREE_PREMIUM_DONE_COOKIE } from '@shared/constants';

// `free_premium_done=1` for one year marks "the external task was done; finalise it"
// (docs/product-rules.md#four-ways-to-premium).

export function hasFreePremiumDoneCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${FREE_PREMIUM_DONE_COOKIE}=1`);
}

function secureFlag(): string {
  return location.protocol === 'https:' ? '; Secure' : '';
}

export function setFreePremiumDoneCookie(): void {
  document.cookie = `${FREE_PREMIUM_DONE_COOKIE}=1; Max-Age=${COOKIE_MAX_AGE_SEC}; Path=/; SameSite=Lax${secureFlag()}`;
}

/** For "choose another way": without it a user who never finished the task would be sent back here forever. */
export function clearFreePremiumDoneCookie(): void {
  document.cookie = `${FREE_PREMIUM_DONE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secureFlag()}`;
}
